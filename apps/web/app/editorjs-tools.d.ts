// The checklist and embed tools ship no type declarations (embed's d.ts is not wired in its
// package.json exports): the editor treats every tool as a ToolConstructable anyway.
declare module '@editorjs/checklist' {
  const Checklist: unknown;
  export default Checklist;
}
declare module '@editorjs/embed' {
  const Embed: unknown;
  export default Embed;
}
declare module '@editorjs/attaches' {
  const Attaches: unknown;
  export default Attaches;
}
