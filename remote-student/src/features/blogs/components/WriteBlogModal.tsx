import { BLOG_MESSAGES, type Blog } from '@lectern/shared-api/contract';
import { useCreateBlog } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import { BlogForm } from './BlogForm.tsx';

export interface WriteBlogModalProps {
  open: boolean;
  onClose: () => void;
  /** The post was received (pending review). */
  onSent: (blog: Blog) => void;
}

/** 'Write a post' in a dialog; closing it mid-way forgets what was typed (the Modal renders afresh). */
export function WriteBlogModal({ open, onClose, onSent }: WriteBlogModalProps) {
  const create = useCreateBlog();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Write a post"
      description="Staff review every post before it appears on the blog."
      size="lg"
      closeLabel="Close the post form"
      dismissible={!create.isPending}
    >
      <BlogForm
        submit={(input) => create.mutateAsync(input)}
        onCancel={onClose}
        onSent={(blog) => {
          notify.success(BLOG_MESSAGES.submitted);
          onSent(blog);
        }}
      />
    </Modal>
  );
}
