// What domain/blogs offers the rest of the server; its other files are its own.
export { blogReview } from './blog-review.ts';
export { blogLists, type BlogLists } from './blog-lists.ts';
export { blogPage, type BlogViewer, countBlogView, findOpenableBlog, likeBlog, selectBlogs, toBlog, unlikeBlog } from './blogs-repository.ts';
export { createBlog } from './create-blog.ts';
