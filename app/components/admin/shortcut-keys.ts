/** The back office's keyboard shortcuts, as the shortcuts page lists them and the keys act. */
export const shortcutKeys = [
  { keys: ["/"], does: "Go to the inbox's search box (from any back-office page)." },
  { keys: ["j"], does: "In the inbox: the next case." },
  { keys: ["k"], does: "In the inbox: the case before." },
  { keys: ["Enter"], does: "In the inbox: open the case picked with j or k." },
  { keys: ["?"], does: "Open this list of shortcuts." },
] as const;
