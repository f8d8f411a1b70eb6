#!/usr/bin/python3
"""Firefox ESR's own accessibility tree of a page, as a screen reader on Linux reads it (AT-SPI).

    dbus-run-session -- /usr/bin/python3 e2e/firefox-a11y-tree.py URL [URL ...]

For each URL: starts a virtual display (Xvfb), the accessibility bus, and Firefox ESR on it with a fresh
profile (a Chinese-speaking visitor's languages), opens the URL, waits until the page has loaded, and prints one JSON line: the page's headings
(level and name) and its named regions, in tree order, read through pyatspi before anything scrolls.
Firefox's tree cannot be reached over WebDriver BiDi, which the other Firefox journeys use; this is how
e2e/a11y-firefox.spec.ts reads it. Needs xvfb, at-spi2-core and python3-pyatspi (Debian packages).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

FIREFOX = os.environ.get("FIREFOX_PATH", "/usr/bin/firefox-esr")
PREFS = """
user_pref("accessibility.force_disabled", -1);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("browser.sessionstore.resume_from_crash", false);
user_pref("app.update.disabledForTesting", true);
user_pref("intl.accept_languages", "zh-CN, zh, en");
"""


def start_display():
    """Xvfb on the first free display number; answers (process, ':N')."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise RuntimeError("Xvfb did not start")
        number += chunk
    os.close(read)
    return xvfb, ":" + number.decode().strip()


def documents():
    """Every web document of every application on the bus."""
    found = []

    def walk(node, depth):
        if node is None or depth > 12:
            return
        try:
            role = node.getRole()
        except Exception:
            return
        if role == pyatspi.ROLE_DOCUMENT_WEB:
            found.append(node)
            return
        for i in range(node.childCount):
            try:
                walk(node.getChildAtIndex(i), depth + 1)
            except Exception:
                pass

    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        walk(desktop.getChildAtIndex(i), 0)
    return found


def url_of(doc):
    try:
        return doc.queryDocument().getAttributeValue("DocURL") or ""
    except Exception:
        return ""


def attributes(node):
    try:
        return dict(a.split(":", 1) for a in node.getAttributes() if ":" in a)
    except Exception:
        return {}


def outline(doc):
    """Headings and named regions under `doc`, in tree order."""
    headings, regions = [], []

    def walk(node):
        try:
            role = node.getRole()
            name = " ".join((node.name or "").split())
        except Exception:
            return
        attrs = attributes(node)
        if role == pyatspi.ROLE_HEADING:
            headings.append({"level": int(attrs.get("level", "0") or 0), "name": name})
        elif role == pyatspi.ROLE_LANDMARK and attrs.get("xml-roles") == "region":
            regions.append(name)
        for i in range(node.childCount):
            try:
                walk(node.getChildAtIndex(i))
            except Exception:
                pass

    walk(doc)
    return {"headings": headings, "regions": regions}


def read_page(url, display):
    profile = tempfile.mkdtemp(prefix="firefox-a11y-")
    with open(os.path.join(profile, "user.js"), "w") as f:
        f.write(PREFS)
    env = dict(os.environ, DISPLAY=display, GNOME_ACCESSIBILITY="1", MOZ_CRASHREPORTER_DISABLE="1")
    firefox = subprocess.Popen(
        [FIREFOX, "--new-instance", "--no-remote", "--profile", profile, "--width", "1280", "--height", "800", url],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            docs = [d for d in documents() if url_of(d).rstrip("/") == url.rstrip("/")]
            ready = [d for d in docs if not d.getState().contains(pyatspi.STATE_BUSY)]
            if ready:
                # The tree follows the page's own scripts a moment after load (hydration, and figures that
                # count up to their value, which names their sections): read it until two reads agree.
                time.sleep(2)
                last = outline(ready[0])
                while time.time() < deadline:
                    time.sleep(1.5)
                    now = outline(ready[0])
                    if now == last:
                        return {"url": url, **now}
                    last = now
                return {"url": url, **last}
            time.sleep(0.5)
        raise RuntimeError(f"Firefox did not show {url} within 60 s")
    finally:
        firefox.terminate()
        try:
            firefox.wait(10)
        except subprocess.TimeoutExpired:
            firefox.kill()
        shutil.rmtree(profile, ignore_errors=True)


def main():
    xvfb, display = start_display()
    os.environ["DISPLAY"] = display
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        # Tell applications an assistive technology is listening: Firefox builds its tree only then.
        subprocess.run(
            ["dbus-send", "--session", "--dest=org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties.Set",
             "string:org.a11y.Status", "string:IsEnabled", "variant:boolean:true"],
            check=True,
        )
        for url in sys.argv[1:]:
            # A second Firefox when the first never showed the page (a start that hung on a busy machine).
            try:
                tree = read_page(url, display)
            except RuntimeError as error:
                print(f"{error}; starting Firefox again", file=sys.stderr, flush=True)
                tree = read_page(url, display)
            print(json.dumps(tree, ensure_ascii=False), flush=True)
    finally:
        bus.terminate()
        xvfb.terminate()


if __name__ == "__main__":
    main()
