import { ApiRequestError } from '~/lib/api-client';
import { errorText } from '~/lib/error-text';
import { markClean, markDirty } from './leave-guard';
import { isGroup, valueAt, type FieldList, type FormEngine, type Problem } from './form-types';

export { ErrorSummary } from './error-summary';

// What a form does from its first submit on (decision 0080): read the controls, check them
// with the contract's schema, send, and show the answer. Loaded when the person first focuses
// the form (use-form.ts's `prepare`), so a public page's first load carries only what draws the
// form, inside the budget of 0032. The error summary is here too: there is none before a submit.

/**
 * Reads the listed fields from the form; a field it does not draw keeps `current`'s value. A
 * group (an event's venue) is drawn as `venue.name`, `venue.city`… and read back as one.
 */
export function readFields<Fields extends FieldList>(
  form: HTMLFormElement,
  current: Fields,
  prefix = '',
): Fields {
  const data = new FormData(form);
  const values: FieldList = {};
  for (const [key, start] of Object.entries(current)) {
    const name = prefix + key;
    const control = form.elements.namedItem(name);
    if (isGroup(start)) values[key] = readFields(form, start, `${name}.`);
    else if (!control) values[key] = start;
    else if (typeof start === 'boolean')
      values[key] = control instanceof HTMLInputElement ? control.checked : data.has(name);
    else if (Array.isArray(start)) values[key] = data.getAll(name).map(String);
    else values[key] = String(data.get(name) ?? '');
  }
  return values as Fields;
}

/** Puts values into the form's controls (a reset, the latest version), without redrawing them. */
export function writeFields(form: HTMLFormElement, values: FieldList, prefix = '') {
  for (const [key, value] of Object.entries(values)) {
    const name = prefix + key;
    if (isGroup(value)) {
      writeFields(form, value, `${name}.`);
      continue;
    }
    const control = form.elements.namedItem(name);
    const text = value === null || value === undefined ? '' : String(value);
    if (control instanceof HTMLInputElement && control.type === 'checkbox')
      control.checked = Boolean(value);
    else if (control instanceof RadioNodeList) {
      for (const item of control) {
        if (item instanceof HTMLInputElement)
          item.checked = Array.isArray(value) ? value.includes(item.value) : item.value === text;
      }
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      control.value = text;
    }
  }
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Engine<Fields extends FieldList, Out, Result> = FormEngine<Fields, Out, Result>;

type Setters = Engine<FieldList, unknown, unknown>['set'];

function fail(
  set: Pick<Setters, 'errors' | 'problems' | 'attempt'>,
  list: Problem[],
  fieldErrors: Record<string, string>,
) {
  set.errors(fieldErrors);
  set.problems(list);
  set.attempt((n) => n + 1);
}

/** Field errors from a schema's issues or a 422's map; a field the form does not draw goes in the summary only. */
function fromFieldErrors(form: HTMLFormElement | null, entries: [string, string][]) {
  const fieldErrors: Record<string, string> = {};
  const list: Problem[] = [];
  for (const [name, text] of entries) {
    if (fieldErrors[name]) continue;
    const shown = form?.elements.namedItem(name);
    if (shown) fieldErrors[name] = text;
    list.push(shown ? { text, field: name } : { text });
  }
  return { list, fieldErrors };
}

/** Shows problems found outside the form's own check (an answer that matched nobody). */
export function report<Fields extends FieldList, Out, Result>(
  state: Engine<Fields, Out, Result>,
  problems: Problem[],
) {
  const { list, fieldErrors } = fromFieldErrors(
    state.ref.current,
    problems.map((p) => [p.field ?? '', p.text]),
  );
  fail(state.set, list, fieldErrors);
}

/** A submit: read, check, ask first if the form asks, then send. */
export async function submit<Fields extends FieldList, Out, Result>(
  state: Engine<Fields, Out, Result>,
  form: HTMLFormElement,
) {
  const { options, set } = state;
  const raw = readFields(form, state.values);
  set.values(raw);
  set.pending(true);
  state.result.clear();
  let sent: Out = raw as unknown as Out;
  const parser = await state.prepareSchema()?.catch(() => null);
  if (parser) {
    const parsed = await parser.safeParseAsync(raw);
    if (!parsed.success) {
      const { list, fieldErrors } = fromFieldErrors(
        form,
        parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]),
      );
      fail(state.set, list, fieldErrors);
      set.pending(false);
      return;
    }
    sent = parsed.data;
  }
  if (options.confirm) {
    const Box = await state.loadConfirmBox();
    set.pending(false);
    set.asking({ values: sent, question: options.confirm.question(sent), Box });
    return;
  }
  await send(state, sent, raw);
}

/** Sends checked values; shows the result message, or the summary's lines. */
export async function send<Fields extends FieldList, Out, Result>(
  state: Engine<Fields, Out, Result>,
  sent: Out,
  raw: Fields,
) {
  const { options, set, formId, fields, ref, idempotencyKey } = state;
  const { submit, onSuccess } = options;
  set.pending(true);
  // Sent: a navigation the submit makes itself (to the record it created) is not "leaving".
  markClean(formId);
  try {
    const answer = await submit(sent, { idempotencyKey: (idempotencyKey.current ??= newKey()) });
    // Clean before onSuccess runs: a navigation it starts must not be held by the guard.
    markClean(formId);
    const saved = { ...raw };
    for (const name of options.clearAfterSave ?? []) {
      (saved as FieldList)[name] = valueAt(fields, name);
      if (ref.current) writeFields(ref.current, { [name]: valueAt(fields, name) });
    }
    set.starting(saved);
    set.values(saved);
    set.errors({});
    set.problems([]);
    set.stale(false);
    idempotencyKey.current = null;
    const outcome = onSuccess?.(answer, sent);
    if (!options.stayBusy) set.pending(false);
    if (typeof outcome === 'string') state.result.succeeded(outcome, false);
    else if (outcome) state.result.succeeded(outcome.text, false, outcome.undo);
  } catch (error) {
    if (state.guard && state.dirty) markDirty(formId);
    set.pending(false);
    let list: Problem[] = [];
    let fieldErrors: Record<string, string> = {};
    if (error instanceof ApiRequestError) {
      ({ list, fieldErrors } = fromFieldErrors(
        ref.current,
        Object.entries(error.errors).flatMap(([name, [text]]) =>
          text ? [[name, text] as [string, string]] : [],
        ),
      ));
      set.stale(error.status === 409 && Boolean(options.reload));
      // A 422's field errors say it all; any other refusal leads with the server's sentence.
      if (!(error.status === 422 && list.length))
        list.unshift({ text: options.errorMessage?.(error) ?? error.message });
    } else {
      list = [{ text: options.errorMessage?.(error) ?? errorText(error) }];
    }
    fail(state.set, list, fieldErrors);
    options.onError?.(error);
  }
}

/** The 409 path: the record as it is now, in the fields, and a message that says so. */
export async function loadLatest<Fields extends FieldList, Out, Result>(
  state: Engine<Fields, Out, Result>,
  reset: (next: Fields) => void,
) {
  const reload = state.options.reload;
  if (!reload) return;
  try {
    reset(await reload());
    state.result.succeeded('The latest version is loaded. Make your changes again.', false);
  } catch (error) {
    state.result.failed(error);
  }
}
