import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function RegisterPage() {
  return <PagePlaceholder title="Register" />;
}
