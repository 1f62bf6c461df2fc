// What domain/blogs offers the rest of the server; its other files are its own.
export { blogReview } from './blog-review.ts';
export { blogPage, countBlogView, findOpenableBlog, insertBlog, likeBlog, selectBlogs, toBlog, unlikeBlog, type BlogViewer } from './blogs-repository.ts';
