import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function SecurityQuestionsPage() {
  return <PagePlaceholder title="Security Questions" />;
}
