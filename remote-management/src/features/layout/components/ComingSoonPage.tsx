// Placeholder (replaced in this change).
export function ComingSoonPage({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
