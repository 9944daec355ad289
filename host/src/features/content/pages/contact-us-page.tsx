import { PAGE_SLUGS } from '@rsm/shared/schemas';
import { AgentsList } from '../components/agents-list';
import { ContactForm } from '../components/contact-form';
import { ContentPage } from '../components/content-page';

export function ContactUsPage() {
  return (
    <ContentPage slug={PAGE_SLUGS.contact}>
      <ContactForm />
      <AgentsList />
    </ContentPage>
  );
}
