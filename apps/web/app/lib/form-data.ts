/** Trimmed text values, untrimmed ones (passwords) and checkbox booleans from a submitted form. */
export function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const raw = (name: string) => String(data.get(name) ?? '');
  return {
    raw,
    text: (name: string) => raw(name).trim(),
    checked: (name: string) => data.get(name) === 'on',
  };
}
