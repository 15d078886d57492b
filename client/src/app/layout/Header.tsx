import { Link, NavLink } from 'react-router-dom';
import { BRAND } from '../../content/brand';
import { useAuth } from '../../features/auth/AuthContext';

export function Header() {
  const { user, logout } = useAuth();
  return (
    <header className="navbar navbar-expand-lg">
      <nav className="container" aria-label="Main">
        <Link className="navbar-brand" to="/">
          {BRAND.name}
        </Link>
        <NavLink to="/">Home</NavLink>
        {user ? (
          <button type="button" onClick={logout}>
            Logout
          </button>
        ) : (
          <Link to="/login">Sign In</Link>
        )}
      </nav>
    </header>
  );
}
