// The allow-list on hostile input, without a database.
import { describe, expect, it } from 'vitest';
import { htmlToText } from '@techgold/contracts/html-text';
import { sanitiseDetails } from './sanitise-html.ts';

describe('sanitiseDetails', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>p { color: red }</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://x.test/">inside</iframe><p>ok</p>', '<p>ok</p>'],
    ['<noscript><p>ns</p></noscript><p>ok</p>', '<p>ok</p>'],
    [
      '<p onclick="alert(1)" onmouseover="x()" style="color:red" class="c" id="i">ok</p>',
      '<p>ok</p>',
    ],
    ['<svg><script>alert(1)</script><circle onload="x()"/></svg><p>ok</p>', '<p>ok</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', 'm'],
    ['<object data="x"><embed src="x"></object><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://x.test"><input value="x"><button>Go</button></form>', 'Go'],
    ['<a href="javascript:alert(1)">a</a>', 'a'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>', 'a'],
    ['<a href="jav&#x09;ascript:alert(1)">a</a>', 'a'],
    ['<a href="&#106;avascript:alert(1)">a</a>', 'a'],
    ['<a href=" javascript:alert(1)">a</a>', 'a'],
    ['<a href="data:text/html,<script>alert(1)</script>">a</a>', 'a'],
    ['<a href="vbscript:x">a</a>', 'a'],
    ['<a href="http://plain.test/">a</a>', 'a'],
    ['<a href="/relative">a</a>', 'a'],
    ['<a href="//evil.test/">a</a>', 'a'],
    ['<a>a</a>', 'a'],
    [
      '<a href="https://ok.test/x?a=1&amp;b=2" target="_self" rel="opener" onclick="x()">ok</a>',
      '<a href="https://ok.test/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">ok</a>',
    ],
    [
      '<a href="mailto:a@b.test">mail</a>',
      '<a href="mailto:a@b.test" target="_blank" rel="noopener noreferrer">mail</a>',
    ],
    [
      '<img src="https://img.test/a.png" alt="A" onerror="x()" width="9">',
      '<img src="https://img.test/a.png" alt="A" />',
    ],
    ['<img src="data:image/png;base64,AAAA" alt="d">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="http://img.test/a.png">', ''],
    ['<img src="x" onerror="alert(1)">', ''],
    [
      '<h1>Top</h1><h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5>',
      '<h2>Top</h2><h2>A</h2><h3>B</h3><h4>C</h4>D',
    ],
    [
      '<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><br>x</p>',
      '<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><br />x</p>',
    ],
    [
      '<ol><li>1</li></ol><blockquote>q</blockquote>',
      '<ol><li>1</li></ol><blockquote>q</blockquote>',
    ],
    ['<div><span>text</span></div><table><tr><td>cell</td></tr></table>', 'textcell'],
    ['<!-- <script>alert(1)</script> --><p>ok</p>', '<p>ok</p>'],
    ['<p>5 &lt; 6 &amp; "q"</p>', '<p>5 &lt; 6 &amp; "q"</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ])('%s → %s', (input, output) => {
    expect(sanitiseDetails(input)).toBe(output);
  });

  it('answers empty text for no description', () => {
    expect(sanitiseDetails(null)).toBe('');
    expect(sanitiseDetails('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs and list items apart and decodes what the sanitiser escapes', () => {
    const html = sanitiseDetails(
      '<h2>About</h2><p>Fish &amp; chips &lt;3<br>Line two</p><ul><li>One</li><li>Two</li></ul><p>Bye&nbsp;now</p><script>x</script>',
    );
    expect(htmlToText(html)).toBe('About\n\nFish & chips <3\nLine two\n\n- One\n- Two\n\nBye now');
  });
});
