/**
 * A URL slug: "Tech Careers Fair: Leeds" → "tech-careers-fair-leeds" (accents folded, "&"
 * read as "and", at most `max` characters, no dangling hyphen). Empty when nothing is left.
 */
export function slugify(text: string, max = 80): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
