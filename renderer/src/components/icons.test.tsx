// Icons are inline SVG, never font glyphs: a symbol no installed font has draws as an empty box.
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CopyId } from './CopyId';
import { CommandKeyIcon } from './icons';

/** Characters Latin text uses (ellipsis, dashes, quotes, middle dot, minus); anything else is an icon. */
// Typographic marks in sentences (≥ in the decision explanation's "risk 70 ≥ threshold 72?"), which
// every text font has; none of them stands for an icon.
const TEXT_PUNCTUATION = new Set([...'…—–·“”‘’−≥≤']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(tsx?|css|html)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('icons', () => {
  it('the copy button shows an SVG, hidden from screen readers, and is named by its label', () => {
    render(<CopyId id="0123456789abcdef" short label="engagement ID" />);
    const button = screen.getByRole('button', { name: 'Copy engagement ID' });
    const svg = button.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(button.textContent).toBe('');
  });

  it('an icon with a label is an image with that name', () => {
    render(<CommandKeyIcon label="Command" />);
    expect(screen.getByRole('img', { name: 'Command' }).tagName.toLowerCase()).toBe('svg');
  });

  it('no renderer source uses a symbol character as an icon, written out or escaped', () => {
    const renderer = path.resolve(__dirname, '..', '..');
    const files = [...sources(path.join(renderer, 'src')), path.join(renderer, 'index.html')];
    const found: string[] = [];
    for (const file of files) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may say anything
          const odd = [...line].filter((c) => c.charCodeAt(0) > 0x7f && !TEXT_PUNCTUATION.has(c));
          // The same symbols written as escapes or entities: '\u2715', '\u{1F5D1}', '&#x2715;', '&times;'.
          const escaped = [...line.matchAll(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|&#x([0-9a-f]+);|&#(\d+);/gi)].filter(
            (m) => {
              const code = (m[1] ?? m[2] ?? m[3]) ? parseInt((m[1] ?? m[2] ?? m[3])!, 16) : Number(m[4]);
              const c = String.fromCodePoint(code);
              // Spaces (no-break, narrow no-break) are text too.
              return code > 0x7f && !TEXT_PUNCTUATION.has(c) && !/\s/u.test(c);
            },
          );
          const entities = line.match(/&(times|check|cross|hellip|larr|rarr|uarr|darr|#?[a-z]*bull);/gi) ?? [];
          const symbols = [...odd, ...escaped.map((m) => m[0]), ...entities.filter((e) => e !== '&hellip;')];
          if (symbols.length) found.push(`${path.relative(renderer, file)}:${i + 1}: ${symbols.join(' ')}`);
        });
    }
    expect(found).toEqual([]);
  });
});
