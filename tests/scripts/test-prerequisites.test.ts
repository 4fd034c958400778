import { describe, expect, it } from "vitest";
import { planPrerequisites, type Found } from "../../scripts/lib/test-prerequisites";

const machine = (found: Partial<Found>): Found => ({
  chromium: true,
  headlessShell: true,
  postgresql: true,
  libreoffice: true,
  nginx: true,
  root: false,
  aptGet: true,
  ...found,
});

describe("npm test's prerequisites check", () => {
  it("goes ahead when Chromium and PostgreSQL are there, root or not", () => {
    expect(planPrerequisites(machine({}))).toEqual({ action: "ready" });
    expect(planPrerequisites(machine({ root: true }))).toEqual({ action: "ready" });
  });

  it("installs what is missing from Debian when run as root", () => {
    const chromium = planPrerequisites(machine({ root: true, chromium: false }));
    expect(chromium).toEqual({ action: "install", packages: ["chromium"] });
    const both = planPrerequisites(machine({ root: true, chromium: false, postgresql: false }));
    expect(both).toEqual({ action: "install", packages: ["chromium", "postgresql"] });
    const shell = planPrerequisites(machine({ root: true, headlessShell: false }));
    expect(shell).toEqual({ action: "install", packages: ["chromium-headless-shell"] });
    const calc = planPrerequisites(machine({ root: true, libreoffice: false }));
    expect(calc).toEqual({ action: "install", packages: ["libreoffice-calc-nogui"] });
    const proxy = planPrerequisites(machine({ root: true, nginx: false }));
    expect(proxy).toEqual({ action: "install", packages: ["nginx-light"] });
  });

  it("stops with the exact apt-get command for what is missing when not root", () => {
    const plan = planPrerequisites(machine({ postgresql: false }));
    expect(plan.action).toBe("stop");
    const command = "sudo apt-get update && sudo apt-get install -y --no-install-recommends postgresql\n";
    expect(plan.action === "stop" && plan.message).toContain(command);
    const both = planPrerequisites(machine({ chromium: false, postgresql: false }));
    const bothCommand = "install -y --no-install-recommends chromium postgresql\n";
    expect(both.action === "stop" && both.message).toContain(bothCommand);
  });

  it("stops, naming both, on a machine without apt-get, even as root", () => {
    const plan = planPrerequisites(machine({ root: true, aptGet: false, chromium: false }));
    expect(plan.action).toBe("stop");
    const message = /needs chromium: install them with your system's package manager/;
    expect(plan.action === "stop" && plan.message).toMatch(message);
  });
});
