// Gatsby loads this plugin through gatsby-node.ts; nothing runs in the browser.
