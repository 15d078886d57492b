// Fails when README.md grows past what a newcomer reads in a few minutes, or when a relative link
// in README.md or docs/ names a file or heading that does not exist (a page moved, a heading renamed).
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const README_MAX_LINES = 200;

function markdownFiles() {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'), { recursive: true })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs];
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** Links outside code: `[text](target)`, where target names no scheme. */
function relativeLinks(markdown) {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

const problems = [];
const readmeLines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length - 1;
if (readmeLines > README_MAX_LINES) {
  problems.push(
    `README.md has ${readmeLines} lines; keep it to ${README_MAX_LINES} and move the rest into docs/`,
  );
}
for (const file of markdownFiles()) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  for (const link of relativeLinks(text)) {
    const [target, anchor] = link.split('#');
    const linked = target ? path.join(path.dirname(file), decodeURIComponent(target)) : file;
    if (!fs.existsSync(path.join(ROOT, linked))) {
      problems.push(`${file}: ${link} names no file`);
    } else if (anchor && !anchorsOf(fs.readFileSync(path.join(ROOT, linked), 'utf8')).has(anchor)) {
      problems.push(`${file}: ${link} names no heading of ${linked}`);
    }
  }
}
for (const problem of problems) console.error(problem);
if (problems.length) process.exit(1);
console.log(`README.md (${readmeLines} lines) and docs/ link only to what exists`);
