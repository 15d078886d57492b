import { screen } from '@testing-library/react';
import { render } from './support/english';
import { MemoryRouter } from 'react-router-dom';
import { Markdown } from '../../client/src/components/Markdown';

function renderMarkdown(text: string) {
  return render(
    <MemoryRouter>
      <Markdown text={text} />
    </MemoryRouter>,
  ).container;
}

describe('Markdown', () => {
  it('renders paragraphs, line breaks, strong and emphasised words', () => {
    const page = renderMarkdown(
      'Our **guides** know the *hill country* and _the coast_.\nBook early.\n\nSecond paragraph.',
    );

    const paragraphs = page.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].innerHTML).toBe(
      'Our <strong>guides</strong> know the <em>hill country</em> and <em>the coast</em>.<br>Book early.',
    );
    expect(paragraphs[1]).toHaveTextContent('Second paragraph.');
  });

  it('renders bullet and numbered lists, numbered from where the text starts', () => {
    const page = renderMarkdown(
      'What to bring:\n- Sun hat\n* Water, **lots**\n\n3. Kandy\n4. Ella\n   by train',
    );

    expect(page.querySelector('p')).toHaveTextContent('What to bring:');
    const bullets = page.querySelectorAll('ul > li');
    expect([...bullets].map((item) => item.innerHTML)).toEqual([
      'Sun hat',
      'Water, <strong>lots</strong>',
    ]);
    const numbered = page.querySelector('ol');
    expect(numbered).toHaveAttribute('start', '3');
    expect([...numbered!.querySelectorAll('li')].map((item) => item.innerHTML)).toEqual([
      'Kandy',
      'Ella<br>by train',
    ]);
  });

  it('makes links of web, mail and phone addresses and of the site’s own paths', () => {
    renderMarkdown(
      'See [our tours](https://example.com/tours), [write](mailto:hello@example.com), ' +
        '[call](tel:+94771234567), [the gallery](/gallery) or [the answers](#faq).',
    );

    const external = screen.getByRole('link', { name: /our tours/ });
    expect(external).toHaveAttribute('href', 'https://example.com/tours');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+94771234567');
    const own = screen.getByRole('link', { name: 'the gallery' });
    expect(own).toHaveAttribute('href', '/gallery');
    expect(own).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'the answers' })).toHaveAttribute('href', '#faq');
  });

  it('shows raw HTML as text, never as elements', () => {
    const page = renderMarkdown(
      'Hello <script>alert(1)</script> and <img src=x onerror="alert(2)"> **<b>bold</b>**',
    );

    expect(page.querySelector('script, img, b')).toBeNull();
    expect(page.querySelector('[onerror]')).toBeNull();
    expect(page.querySelector('p')).toHaveTextContent(
      'Hello <script>alert(1)</script> and <img src=x onerror="alert(2)"> <b>bold</b>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'javascript&colon;alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'VBScript:msgbox(1)',
    '//evil.example/path',
    '/\\evil.example/path',
  ])('renders a link to %s as its words alone', (address) => {
    const page = renderMarkdown(`Click [here](${address}) now`);

    expect(page.querySelector('a')).toBeNull();
    expect(page.querySelector('p')).toHaveTextContent(/^Click here now$/);
  });

  it('keeps escaped characters and unmatched markers as they were typed', () => {
    const page = renderMarkdown('2 \\* 3 is *not* 2*3*4, and snake_case_name stays, **open');

    expect(page.querySelector('p')!.innerHTML).toBe(
      '2 * 3 is <em>not</em> 2*3*4, and snake_case_name stays, **open',
    );
  });

  it('keeps underscores inside words and runs of them as typed, around emphasis too', () => {
    const page = renderMarkdown(
      'Set window.__name__ in __init__, not snake_case_; _a_b_ and _the coast_ lean.',
    );

    expect(page.querySelector('p')!.innerHTML).toBe(
      'Set window.__name__ in __init__, not snake_case_; <em>a_b</em> and <em>the coast</em> lean.',
    );
  });
});
