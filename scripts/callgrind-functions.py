"""The functions of one binary that callgrind profiles saw run, first seen first, one a line.

Usage: callgrind-functions.py BINARY PROFILE... (profiles written with --demangle=no, so the
names are the symbols the linker knows). Used by order-file.sh.
"""
import collections
import re
import subprocess
import sys

binary, profiles = sys.argv[1], sys.argv[2:]
# A name defined more than once (a local helper that several objects each have, such as an
# outlined copy `$sypSgWOhTm`) is left out: the linker would lay out every definition's
# section first, and where an object has one text section for all its functions (the
# prebuilt FoundationEssentials) that is the whole object, hot or not.
defined = collections.Counter(
    line.split()[-1]
    for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout.splitlines()
    if len(line.split()) == 3
)
seen = {name for name, count in defined.items() if count > 1}
for profile in profiles:
    objects, functions = {}, {}
    current_object, called_object = None, None
    for line in open(profile, errors="replace"):
        match = re.match(r"(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        table = objects if kind.endswith("ob") else functions
        if name:
            table[number] = name
        if kind == "ob":
            current_object = objects[number]
        elif kind == "cob":
            called_object = objects[number]
        else:
            # A called function (cfn) belongs to the object named just before it (cob), if any.
            owner = current_object if kind == "fn" else (called_object or current_object)
            if kind == "cfn":
                called_object = None
            symbol = re.sub(r"'\d+$", "", functions[number])  # callgrind marks recursion 'N
            # Leaves out what callgrind names but the linker does not: "0x…" addresses and
            # pseudo-functions such as "(below main)".
            if owner == binary and not re.match(r"0x|\(", symbol) and symbol not in seen:
                seen.add(symbol)
                print(symbol)
