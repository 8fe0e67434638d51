/**
 * The article registry is the one list of articles: these tests hold it to
 * the files on disk and check that every list derived from it agrees.
 */

import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guidesInTopicMenu, healthTopics } from '../navigation';
import { routeMeta } from '../pages';
import { routePaths, subPagePaths } from '../routes';
import { weekByWeekPaths } from '../weekPaths';
import { topicPages } from '../topics';
import { articleLinks, articleRegistry, isArticlePath, loadArticle, loadArticles, topicOfArticle } from './registry';

const articlesDir = dirname(fileURLToPath(import.meta.url));
const topicIds = topicPages.map((page) => page.id);

/** `/<topic>/<slug>` for every file `src/articles/<topic>/<slug>.ts`: an article file, whether registered or not. */
function articleFilePaths(): string[] {
  return readdirSync(articlesDir)
    .filter((name) => statSync(join(articlesDir, name)).isDirectory())
    .flatMap((topic) =>
      readdirSync(join(articlesDir, topic))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => `/${topic}/${file.slice(0, -'.ts'.length)}`),
    );
}

describe('the article registry', () => {
  it('has an entry for every article file, and a file for every entry', () => {
    const files = articleFilePaths();
    const registered = articleRegistry.map((entry) => entry.path);
    expect(files.length).toBeGreaterThan(0);
    expect([...registered].sort(), 'every file src/articles/<topic>/<slug>.ts needs an entry in registry.ts, and every entry a file').toEqual(
      [...files].sort(),
    );
  });

  it('keeps article files only in folders named after a topic', () => {
    for (const folder of readdirSync(articlesDir).filter((name) => statSync(join(articlesDir, name)).isDirectory())) {
      expect(topicIds, `src/articles/${folder}/ is not a topic`).toContain(folder);
    }
  });

  it('lists each path once', () => {
    const paths = articleRegistry.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('loads each article from its own file', async () => {
    for (const entry of articleRegistry) {
      // The loader's source names the file it imports: './pregnancy/trimesters' (or the path the test runner rewrote it to).
      expect(String(entry.load), `${entry.path} loads another article's file`).toMatch(
        new RegExp(`${entry.path.replace(/[-/]/g, '\\$&')}(\\.ts)?['"]`),
      );
    }
    const texts = await Promise.all(articleRegistry.map((entry) => entry.load()));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives each entry a short link title', () => {
    for (const entry of articleRegistry) {
      expect(entry.label.trim().length, entry.path).toBeGreaterThan(0);
      expect(entry.label.length, entry.path).toBeLessThanOrEqual(40);
    }
  });

  it('lists entries grouped by topic, in the order of the topic pages', () => {
    const topicsInOrder = articleRegistry.map((entry) => topicOfArticle(entry.path));
    const firstSeen = [...new Set(topicsInOrder)];
    expect(firstSeen).toEqual(topicIds);
    // Grouped: a topic's articles are not split by another topic's.
    expect(topicsInOrder).toEqual([...topicsInOrder].sort((a, b) => topicIds.indexOf(a) - topicIds.indexOf(b)));
  });
});

describe('what is derived from the registry', () => {
  it('serves every article as a route, with no article metadata written twice', () => {
    expect(subPagePaths).toEqual(articleRegistry.map((entry) => entry.path));
    for (const path of subPagePaths) expect(routePaths).toContain(path);
    for (const path of Object.keys(routeMeta)) expect(isArticlePath(path), path).toBe(false);
    // Every route is either a fixed page with its metadata, or an article.
    expect(routePaths.length).toBe(Object.keys(routeMeta).length + subPagePaths.length + weekByWeekPaths.length);
  });

  it('lists each topic’s articles in the navigation, in registry order', () => {
    for (const topic of healthTopics) {
      const id = topic.href.slice(1) as (typeof topicIds)[number];
      expect(topic.subcategories).toEqual(articleLinks(id));
    }
    expect(healthTopics.flatMap((topic) => topic.subcategories.map((link) => link.href))).toEqual(subPagePaths);
  });

  it('lists each topic’s first articles in the Health Topics menu, with a link to all of them when there are more', () => {
    for (const topic of healthTopics) {
      expect(topic.menu.subcategories).toEqual(topic.subcategories.slice(0, guidesInTopicMenu));
      if (topic.subcategories.length > guidesInTopicMenu) {
        expect(topic.menu.seeAll).toEqual({
          title: `See all ${topic.subcategories.length} ${topic.title.toLowerCase()} guides`,
          href: `${topic.href}#guides`,
        });
      } else {
        expect(topic.menu.seeAll).toBeUndefined();
      }
    }
    expect(healthTopics[0].menu.seeAll?.title).toBe('See all 22 pregnancy guides');
  });

  it('gives every topic at least one article', () => {
    for (const id of topicIds) expect(articleLinks(id).length, id).toBeGreaterThan(0);
  });
});

describe('loadArticle', () => {
  it('loads an article with the path and topic of its entry', async () => {
    for (const entry of articleRegistry) {
      const article = await loadArticle(entry.path);
      expect(article?.path).toBe(entry.path);
      expect(article?.topic).toBe(entry.path.split('/')[1]);
      expect(article?.title).toBe((await entry.load()).title);
    }
  });

  it('loads them all, in registry order', async () => {
    expect((await loadArticles()).map((article) => article.path)).toEqual(subPagePaths);
  });

  it('resolves to undefined for paths that are not articles', async () => {
    for (const path of ['/pregnancy', '/pregnancy/nope', '__proto__', 'constructor', '/fertility/ovulation/']) {
      expect(isArticlePath(path), path).toBe(false);
      await expect(loadArticle(path)).resolves.toBeUndefined();
    }
  });
});
