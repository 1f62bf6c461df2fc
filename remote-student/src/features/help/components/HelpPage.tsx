import { ACCEPTED_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES } from '@lectern/shared-api';
import styled from 'styled-components';

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 760px;
  line-height: 1.6;

  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; line-height: 1.3; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  ol, ul { display: grid; gap: ${({ theme }) => theme.space.sm}; padding-left: 1.25rem; }
  p + p { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const TYPES = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');

/** /dashboard/help: how uploading works, what belongs here, and the honor code. */
export function HelpPage() {
  return (
    <Page aria-labelledby="help-title">
      <header>
        <h1 id="help-title">Help</h1>
        <Intro>Everything you need to share notes and past papers with your classmates, and to keep Lectern a place worth studying from.</Intro>
      </header>

      <Section aria-labelledby="help-how">
        <h2 id="help-how">How it works</h2>
        <ol>
          <li>
            <strong>Upload.</strong> Press New, then choose File Upload ({TYPES}, up to {MAX_MB}MB) or Helpful Link. Give it a clear title, pick
            a classification and, if you can, the course it belongs to.
          </li>
          <li>
            <strong>Review.</strong> Senior students and teaching assistants check every upload within 24 hours. Until then it shows as pending
            under My Uploads, and only you can see it.
          </li>
          <li>
            <strong>Approval.</strong> We send you a notification as soon as it is approved, and it appears in search and on its course page for
            everyone. If it is rejected, the notification tells you why so you can fix it and upload again.
          </li>
        </ol>
      </Section>

      <Section aria-labelledby="help-guidelines">
        <h2 id="help-guidelines">Content guidelines</h2>
        <ul>
          <li>Share course notes, past papers, tutorials, lab reports and study guides that help others learn.</li>
          <li>Use a title that says what it is, for example &quot;CSC 204 past questions, 2023&quot;, and link it to its course.</li>
          <li>Upload only what you have the right to share. Do not upload textbooks or other copyrighted books.</li>
          <li>Keep it readable: whole documents, the right way up, one topic per upload.</li>
          <li>No personal information about other people, no advertising, nothing offensive.</li>
          <li>See something that breaks these rules? Open the material and press Report. Staff look at every report.</li>
        </ul>
      </Section>

      <Section aria-labelledby="help-honor">
        <h2 id="help-honor">Honor code</h2>
        <p>Lectern is for learning, not for getting around your coursework.</p>
        <ul>
          <li>Past papers only: share questions from exams and tests that have already been written.</li>
          <li>No current assignments: never upload, or ask for, answers to work that is still being marked.</li>
          <li>Use what you find here to study, and hand in only your own work.</li>
        </ul>
        <p>Uploads that break the honor code are removed, and repeated breaches can close your account.</p>
      </Section>
    </Page>
  );
}

export default HelpPage;
