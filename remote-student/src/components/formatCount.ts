/** "1 view", "2 views": a count with its noun in the right number (the noun's plural is regular here). */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A material's activity line: downloads, views and likes, each in the right number. */
export function activityLine({ downloads, views, likes }: { downloads: number; views: number; likes: number }): string {
  return [formatCount(downloads, 'download'), formatCount(views, 'view'), formatCount(likes, 'like')].join(' · ');
}
