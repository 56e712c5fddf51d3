// What an uploaded file is, from its bytes: the cases a browser could be tricked by.
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { classify } from './file-kinds.ts';

const kindOf = async (bytes: Buffer, extension: string) =>
  classify(await fileTypeFromBuffer(bytes), bytes, extension);

const utf16le = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

describe('classifying an upload', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<form action="https://evil.example"><input name=p></form>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example">',
  ])('refuses a text file holding markup: %s', async (markup) => {
    expect(await kindOf(Buffer.from(`Meeting notes\n${markup}\n`), 'txt')).toBeNull();
    expect(await kindOf(utf16le(`Meeting notes\n${markup}\n`), 'txt')).toBeNull();
  });

  it('keeps plain text with angle brackets that are not markup', async () => {
    expect(await kindOf(Buffer.from('if a < b and b > c then 1 <= 2\n'), 'txt')).toMatchObject({
      kind: 'text',
      mime: 'text/plain',
    });
  });

  it('reads a UTF-16 text file (Notepad) as text, never as audio', async () => {
    const bytes = utf16le('Shopping list\r\nMilk\r\nEggs\r\n'.repeat(20));
    // What the bytes alone suggest: its byte-order mark reads as an MPEG audio frame.
    const sniffed = await fileTypeFromBuffer(bytes);
    expect(sniffed?.mime ?? 'none').not.toBe('text/plain');
    expect(await kindOf(bytes, 'txt')).toEqual({
      kind: 'text',
      mime: 'text/plain',
      extension: 'txt',
    });
    expect(await kindOf(bytes, 'mp3')).toBeNull();
  });
});
