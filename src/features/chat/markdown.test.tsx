// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, parseInline, parseMarkdown } from './markdown';

afterEach(cleanup);

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(parseMarkdown('One\ntwo\n\n  \nThree')).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'One', isBold: false }], [{ text: 'two', isBold: false }]] },
      { kind: 'paragraph', lines: [[{ text: 'Three', isBold: false }]] },
    ]);
  });

  it('reads "- " lines as a list, also right after a paragraph line', () => {
    expect(parseMarkdown("Here's what I can do:\n- Flights\n- **Hotels**: a bed")).toEqual([
      { kind: 'paragraph', lines: [[{ text: "Here's what I can do:", isBold: false }]] },
      {
        kind: 'list',
        items: [
          [{ text: 'Flights', isBold: false }],
          [
            { text: 'Hotels', isBold: true },
            { text: ': a bed', isBold: false },
          ],
        ],
      },
    ]);
  });

  it('leaves what it does not know as text: an unpaired **, other markers, headings', () => {
    expect(parseInline('5 ** 2 and *this* and `code`')).toEqual([{ text: '5 ** 2 and *this* and `code`', isBold: false }]);
    expect(parseMarkdown('# Title\n* star')).toEqual([
      { kind: 'paragraph', lines: [[{ text: '# Title', isBold: false }], [{ text: '* star', isBold: false }]] },
    ]);
  });
});

describe('<Markdown>', () => {
  it('renders bold, lists and paragraphs as elements', () => {
    const { container } = render(<Markdown text={'It is **10:34 AM** in **Tokyo**.\n\n- one\n- two'} />);
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(['10:34 AM', 'Tokyo']);
    expect([...container.querySelectorAll('li')].map((node) => node.textContent)).toEqual(['one', 'two']);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('shows HTML as the text it is', () => {
    const text = '<img src=x onerror="alert(1)"> **<b>hi</b>**\n\n<script>alert(2)</script>';
    const { container } = render(<Markdown text={text} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('strong')?.textContent).toBe('<b>hi</b>');
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });
});
