import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { describe, expect, it } from 'vitest';
import { defineFields } from './field-list';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('defineFields', () => {
  const fields = defineFields({
    first_name: 'text',
    course_type: ['degree', 'other'],
    alerts_preference: 'checkbox',
    marketing_preference: 'checkbox',
  });

  it('lists the fields that show their own errors: all but the checkboxes, with the honeypot', () => {
    expect(fields.shown).toEqual(['first_name', 'course_type', HONEYPOT_FIELD]);
  });

  it('reads the body in the listed order: trimmed text, checkboxes as booleans, the honeypot last', () => {
    const form = formWith(`
      <input name="first_name" value="  Ada  ">
      <select name="course_type"><option value="other" selected>Other</option></select>
      <input type="checkbox" name="alerts_preference" checked>
      <input type="checkbox" name="marketing_preference">
      <input name="${HONEYPOT_FIELD}" value="">
      <input name="not_listed" value="ignored">
    `);
    const body = fields.bodyFrom(form);
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({
        first_name: 'Ada',
        course_type: 'other',
        alerts_preference: true,
        marketing_preference: false,
        [HONEYPOT_FIELD]: '',
      }),
    );
  });

  it('reads a missing field as empty text', () => {
    expect(fields.bodyFrom(formWith('')).first_name).toBe('');
  });

  it('reads a password exactly as typed, and leaves the honeypot out of a form without one', () => {
    const signIn = defineFields({ email: 'text', password: 'password' }, { honeypot: false });
    expect(signIn.shown).toEqual(['email', 'password']);
    const form = formWith(`
      <input name="email" value=" ada@example.test ">
      <input type="password" name="password" value=" Secret 1 ">
    `);
    expect(JSON.stringify(signIn.bodyFrom(form))).toBe(
      JSON.stringify({ email: 'ada@example.test', password: ' Secret 1 ' }),
    );
  });
});
