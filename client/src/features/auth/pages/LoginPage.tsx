import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function LoginPage() {
  return <PagePlaceholder title="Login" />;
}
