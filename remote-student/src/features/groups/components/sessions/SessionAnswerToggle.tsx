import { errorMessage } from '@lectern/shared-api';
import { SESSION_ANSWER_LABELS, SESSION_ANSWERS, type StudySession } from '@lectern/shared-api/contract';
import { useAnswerSession } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import styled from 'styled-components';
import { PressableButton } from '../../../../components/PressableButton.tsx';
import { cluster } from '@lectern/shared-ui/rows';

const Pair = styled.div`
  ${cluster('sm')}
`;

const ANSWER_FAILED = 'Your answer could not be saved. Try again.';

/**
 * Going / Not going: two toggles, one pressed (or none before answering). Pressing the other
 * changes the answer at once; the server's refusal puts it back and says why.
 */
export function SessionAnswerToggle({ session }: { session: StudySession }) {
  const answer = useAnswerSession(session.groupId);
  return (
    <Pair role="group" aria-label={`Are you going to ${session.title}?`}>
      {SESSION_ANSWERS.map((choice) => {
        const pressed = session.myAnswer === choice;
        return (
          <PressableButton
            key={choice}
            size="sm"
            variant="secondary"
            aria-pressed={pressed}
            onClick={() => {
              if (pressed) return;
              answer.mutateAsync({ sessionId: session.id, answer: choice }).catch((error: unknown) => notify.error(errorMessage(error, ANSWER_FAILED)));
            }}
          >
            {SESSION_ANSWER_LABELS[choice]}
          </PressableButton>
        );
      })}
    </Pair>
  );
}
