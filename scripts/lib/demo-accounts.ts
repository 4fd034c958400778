/** The fixed demo sign-ins the seed creates (password "demo-password"), printed at start. */
export const demoAccounts = [
  { email: "admin@example.com", label: "platform admin" },
  { email: "ana@example.com", label: "school admin, Escola Aurora" },
  { email: "bruno@example.com", label: "school admin, Colégio Boreal" },
  { email: "tiago@example.com", label: "teacher, Escola Aurora" },
  { email: "sofia@example.com", label: "student, Escola Aurora" },
];
