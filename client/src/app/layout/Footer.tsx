import { BRAND } from '../../content/brand';

export function Footer() {
  return (
    <footer className="py-4">
      <div className="container">
        © {new Date().getFullYear()} {BRAND.name}
      </div>
    </footer>
  );
}
