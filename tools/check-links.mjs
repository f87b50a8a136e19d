#!/usr/bin/env node
// The repository's documents stand on their own (architecture A13): every reference a reader may
// follow resolves inside the repository, checked on every `npm run lint`.
//  - a relative markdown link in docs/ or README.md names a file or folder that exists, and its
//    #anchor (if any) a heading of that markdown file;
//  - a document path written in a comment or a document (docs/ledger.md, docs/decisions/0014…)
//    exists;
//  - "decision 0021" names a file docs/decisions/0021-*.md;
//  - "requirements R7.4" and "architecture A7" name a heading of docs/requirements.md and
//    docs/architecture.md;
//  - nothing points at the specification notes kept outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const self = relative(root, fileURLToPath(import.meta.url));

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));

const TEXT = /\.(md|ts|tsx|mts|js|mjs|cjs|json|ya?ml|sh|css|html)$/;
const scanned = tracked.filter(
  (file) => (TEXT.test(file) || file === '.ci/run') && !file.endsWith('package-lock.json') && file !== self,
);
const markdownLinked = (file) => file.endsWith('.md') && (file === 'README.md' || file.startsWith('docs/'));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, (mark) => (mark === '_' ? '_' : ''))
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const headingCache = new Map();
/** The headings of a markdown file: their anchors (with -1, -2… for repeats) and their texts. */
function headingsOf(file) {
  if (headingCache.has(file)) return headingCache.get(file);
  const anchors = new Set();
  const texts = [];
  const seen = new Map();
  let fenced = false;
  for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    texts.push(match[1]);
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  const result = { anchors, texts };
  headingCache.set(file, result);
  return result;
}

/** Whether a heading of `file` starts with the identifier `id` ("R7.4", "A7") followed by a space. */
function hasSection(file, id) {
  return headingsOf(file).texts.some((text) => text === id || text.startsWith(`${id} `));
}

const problems = [];
const report = (file, lineNo, message) => problems.push(`${file}:${lineNo}: ${message}`);

const decisions = readdirSync(join(root, 'docs/decisions'));
const decisionFile = (number) => decisions.find((name) => name.startsWith(`${number}-`));

// Spelled in pieces so this file does not name them itself.
const OUTSIDE = [
  ['SPEC', '.md'],
  ['ARCHITECTURE', '.md'],
  ['DESIGN-', 'MONEY'],
  ['SPEC', ' §'],
  ['SPEC', '.md §'],
].map(([a, b]) => a + b);

const LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const DOC_PATH =
  /(?<![\w./@-])((?:\.\/)?(?:docs|apps|packages|e2e|tools|bench)\/[\w./-]*[\w-](?:\.md)?)(#[\w-]+)?/g;
const DECISIONS = /\b[Dd]ecisions?\s+((?:\[?\d{4}\]?(?:\([^)]*\))?(?:,\s*|\s+and\s+|\s+or\s+)?)+)/g;
const REQUIREMENT = /\brequirements\s+(R\d+(?:\.\d+)*)/gi;
const REQUIREMENT_MORE = /^(?:(?:,\s*|\s+and\s+|\s*\/\s*)(R\d+(?:\.\d+)*))+/;
const ARCHITECTURE_SECTION = /\barchitecture\s+(A\d+)\b/gi;

for (const file of scanned) {
  const text = readFileSync(join(root, file), 'utf8');
  const dir = dirname(file);
  const lines = text.split('\n');
  let fenced = false;
  lines.forEach((line, index) => {
    const lineNo = index + 1;

    for (const name of OUTSIDE) {
      if (line.includes(name)) report(file, lineNo, `cites "${name}", a file outside the repository`);
    }
    for (const match of line.matchAll(/(?:\.\.\/)+shared\b/g)) {
      const target = resolve(root, dir, match[0]);
      if (!target.startsWith(root + '/') || !existsSync(target)) {
        report(file, lineNo, `"${match[0]}" points outside the repository`);
      }
    }

    if (file.endsWith('.md') && /^\s*(```|~~~)/.test(line)) fenced = !fenced;

    if (markdownLinked(file) && !fenced) {
      for (const [, target] of line.matchAll(LINK)) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, https:, mailto:
        const [path, anchor] = target.split('#');
        const resolved = path ? join(dir, decodeURIComponent(path)) : file;
        const absolute = resolve(root, resolved);
        if (!absolute.startsWith(root + '/') && absolute !== root) {
          report(file, lineNo, `link "${target}" leaves the repository`);
        } else if (!existsSync(absolute)) {
          report(file, lineNo, `link "${target}": ${relative(root, absolute)} does not exist`);
        } else if (anchor && resolved.endsWith('.md') && statSync(absolute).isFile()) {
          if (!headingsOf(relative(root, absolute)).anchors.has(anchor.toLowerCase())) {
            report(file, lineNo, `link "${target}": no heading with anchor #${anchor}`);
          }
        }
      }
    }

    for (const match of line.matchAll(DOC_PATH)) {
      const [, rawPath, anchor] = match;
      const path = rawPath.replace(/^\.\//, '').replace(/\.$/, '');
      // Only documents: markdown files and anything under docs/.
      if (!path.endsWith('.md') && !path.startsWith('docs/')) continue;
      if (path.includes('*') || path.includes('<')) continue;
      const decisionPrefix = /^docs\/decisions\/(\d{4})$/.exec(path);
      if (decisionPrefix) {
        if (!decisionFile(decisionPrefix[1])) report(file, lineNo, `${path}: no such decision`);
        continue;
      }
      const absolute = join(root, path);
      if (!existsSync(absolute)) {
        // A path written relative to its own folder is a markdown link, checked above.
        if (!(markdownLinked(file) && existsSync(join(root, dir, path)))) {
          report(file, lineNo, `cites ${path}, which does not exist`);
        }
      } else if (anchor && path.endsWith('.md') && !headingsOf(path).anchors.has(anchor.slice(1))) {
        report(file, lineNo, `cites ${path}${anchor}: no such heading`);
      }
    }

    for (const match of line.matchAll(DECISIONS)) {
      for (const [number] of match[1].matchAll(/\d{4}/g)) {
        if (!decisionFile(number)) report(file, lineNo, `cites decision ${number}, which does not exist`);
      }
    }

    for (const match of line.matchAll(REQUIREMENT)) {
      const ids = [match[1]];
      const more = REQUIREMENT_MORE.exec(line.slice(match.index + match[0].length));
      if (more) for (const [id] of more[0].matchAll(/R\d+(?:\.\d+)*/g)) ids.push(id);
      for (const id of ids) {
        if (!hasSection('docs/requirements.md', id)) {
          report(file, lineNo, `cites requirements ${id}, which docs/requirements.md does not have`);
        }
      }
    }

    for (const [, id] of line.matchAll(ARCHITECTURE_SECTION)) {
      if (!hasSection('docs/architecture.md', id)) {
        report(file, lineNo, `cites architecture ${id}, which docs/architecture.md does not have`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`check-links: ${problems.length} reference(s) that do not resolve inside the repository:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-links: ${scanned.length} files, every reference resolves inside the repository.`);
