import type { BlogType } from '@lectern/shared-api/contract';
import type { NewBlogInput } from '@lectern/shared-api/student';

/** The write form's fields (blogSchema checks them). */
export interface BlogFormValues {
  title: string;
  type: BlogType | '';
  description: string;
  body: string;
  tags: string[];
  image: File | null;
}

export const initialBlogValues = (): BlogFormValues => ({ title: '', type: '', description: '', body: '', tags: [], image: null });

/** The server's multipart field names -> the form's fields, for its field errors. */
export const BLOG_SERVER_FIELDS = {
  title: 'title',
  type: 'type',
  description: 'description',
  body: 'body',
  tags: 'tags',
  image: 'image',
} as const satisfies Record<string, keyof BlogFormValues>;

/** What POST /blogs receives; the values were validated by the schema. */
export function toBlogInput(values: BlogFormValues): NewBlogInput {
  return {
    title: values.title.trim(),
    type: values.type as BlogType,
    description: values.description.trim(),
    body: values.body.trim(),
    tags: values.tags,
    image: values.image,
  };
}
