import { MATERIAL_REQUEST_MESSAGES as M, type MaterialCourse } from '@lectern/shared-api/contract';
import { Button, Icon, type ButtonVariant } from '@lectern/shared-ui';
import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import { lazy, Suspense, useState } from 'react';

// The form (formik, yup and the course picker) loads when someone opens it.
const AskForMaterialDialog = lazy(() => import('./AskForMaterialDialog.tsx').then((m) => ({ default: m.AskForMaterialDialog })));

export interface AskForMaterialProps {
  /** What the form's text starts with: the search's words, or nothing. */
  text?: string;
  /** The course it is for, when the page knows it (a course page, a search of one course). */
  course?: MaterialCourse | null;
  label?: string;
  variant?: ButtonVariant;
}

/** "Ask for this material": a button that opens the request form. */
export function AskForMaterial({ text = '', course = null, label = M.ask, variant = 'secondary' }: AskForMaterialProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon icon={MessageSquarePlus} size="sm" />
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AskForMaterialDialog text={text} course={course} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
