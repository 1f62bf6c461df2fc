import { errorMessage, useSession } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { useCourse, useDeleteCourse, useUnlinkCourse } from '@lectern/shared-api/management';
import { notify, Spinner } from '@lectern/shared-ui';
import { QueryView } from '@lectern/shared-ui/lists';
import { ConfirmDialog, Modal } from '@lectern/shared-ui/modal';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { notifyError } from '../hooks/courseForms.ts';
import { CourseDepartments, type CourseLinkRow } from './CourseDepartments.tsx';
import { CourseStats } from './CourseStats.tsx';
import { CourseSummary } from './CourseSummary.tsx';
import { CourseForm } from './CourseForm.tsx';
import { LinkDepartmentForm } from './LinkDepartmentForm.tsx';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

type Confirmation = { kind: 'delete' } | { kind: 'unlink'; link: CourseLinkRow };

export interface CourseDetailDialogProps {
  courseId: string;
  onClose: () => void;
}

/**
 * The course detail dialog: the course and its figures, Edit, Delete (admins), its
 * departments with Unlink, and a form to link one more. The server checks every role again.
 */
export function CourseDetailDialog({ courseId, onClose }: CourseDetailDialogProps) {
  const id = useId();
  const course = useCourse(courseId);
  const isAdmin = useSession().user?.role === 'admin';
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const remove = useDeleteCourse();
  const unlink = useUnlinkCourse();

  const deleteCourse = async () => {
    try {
      await remove.mutateAsync(courseId);
      notify.success(COURSE_MESSAGES.courseDeleted);
      setConfirm(null);
      onClose();
    } catch (error) {
      // A 403 (not an admin after all) says so in the server's words.
      notifyError(errorMessage(error, COURSE_MESSAGES.deleteFailed));
      setConfirm(null);
    }
  };

  const unlinkDepartment = async (link: CourseLinkRow) => {
    try {
      await unlink.mutateAsync({ departmentId: link.departmentId, courseId });
      notify.success(COURSE_MESSAGES.courseUnlinked);
    } catch (error) {
      notifyError(errorMessage(error, COURSE_MESSAGES.unlinkFailed));
    }
    setConfirm(null);
  };

  const data = course.data;
  return (
    <>
      <Modal
        open
        onClose={onClose}
        title={data ? data.courseName : 'Course details'}
        size="lg"
        closeLabel="Close course details"
        // Escape and the backdrop belong to the question on top while one is asked.
        dismissible={confirm === null}
      >
        <QueryView
          query={course}
          loading={
            <Loading>
              <Spinner label="Loading course details..." size={28} />
            </Loading>
          }
          failed={COURSE_MESSAGES.detailFailed}
          retryLabel="Try Again"
        >
          {(found) => (
            <Body>
              {editing ? (
                <CourseForm course={found} onDone={() => setEditing(false)} />
              ) : (
                <CourseSummary course={found} onEdit={() => setEditing(true)} onDelete={isAdmin ? () => setConfirm({ kind: 'delete' }) : undefined} />
              )}
              <CourseStats course={found} />
              <Section aria-labelledby={`${id}departments`}>
                <h3 id={`${id}departments`}>Departments</h3>
                <CourseDepartments course={found} onUnlink={(link) => setConfirm({ kind: 'unlink', link })} />
              </Section>
              <Section aria-labelledby={`${id}link`}>
                <h3 id={`${id}link`}>Link a department</h3>
                <LinkDepartmentForm course={found} />
              </Section>
            </Body>
          )}
        </QueryView>
      </Modal>
      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        title="Delete course"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void deleteCourse()}
        onCancel={() => setConfirm(null)}
      >
        <p>{COURSE_MESSAGES.confirmDelete}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === 'unlink'}
        title={confirm?.kind === 'unlink' ? `Unlink ${confirm.link.department.name}` : 'Unlink department'}
        confirmLabel="Unlink"
        destructive
        busy={unlink.isPending}
        onConfirm={() => {
          if (confirm?.kind === 'unlink') void unlinkDepartment(confirm.link);
        }}
        onCancel={() => setConfirm(null)}
      >
        <p>{COURSE_MESSAGES.confirmUnlink}</p>
      </ConfirmDialog>
    </>
  );
}
