export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'What is Lectern?',
    answer:
      "A library of your university's course notes and past papers, searchable by course code or title and shared by students like you.",
  },
  {
    question: 'Is it free?',
    answer: 'Yes. Searching, saving, downloading and uploading are all free.',
  },
  {
    question: 'What can I upload?',
    answer: 'PDFs, Word documents, presentations and images, up to 20MB a file. You can also share a helpful link.',
  },
  {
    question: 'Who checks the materials?',
    answer:
      'Senior students and teaching assistants review every upload before it is published, usually within 24 hours. You get a notification when yours is approved.',
  },
  {
    question: 'What is the honor code?',
    answer: 'Share past papers only, never current assignments. Upload only work you have the right to share.',
  },
  {
    question: 'Do I get anything for uploading?',
    answer: 'Yes. After 10 uploads you skip the queue for popular materials, and after 50 you get a free printing credit.',
  },
];
