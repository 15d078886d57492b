/**
 * A test for the client's route patterns ('/profile', '/showcase/album/:id',
 * '/reset-password/:token?'): ':name' is one segment, ':name?' an optional one.
 */
export function routeMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const segments = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.startsWith(':')
          ? segment.endsWith('?')
            ? '(?:/[^/]+)?'
            : '/[^/]+'
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      );
    return new RegExp(`^${segments.join('')}$`);
  });
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}
