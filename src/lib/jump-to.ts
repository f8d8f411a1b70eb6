import type React from 'react';

/**
 * Scrolls to a section without a hash navigation: a `hashchange` makes Gatsby's router re-render the page,
 * and an update reaching parts still hydrating makes React drop their server HTML (error 421). The address
 * still gets the hash (pushState fires no event), and focus moves to the heading for keyboard users.
 */
export function jumpTo(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.pushState(window.history.state, '', `#${id}`);
}
