// Form schemas (yup). A separate entry so that pages without forms never load yup.
export * from './schemas.ts';
