import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Given } from '@cucumber/cucumber';
import type { ToolWorld } from './support/world.js';

// Raw system calls through ctypes: a 32-bit socket(AF_UNIX) by `int 0x80` from an executable page
// (x86-64 only), io_uring_setup(2) and a native socket(AF_INET). Each prints the kernel's answer.
const CALLS = String.raw`import ctypes, mmap, os, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
def report(name, result):
    print(f"{name}: allowed" if result >= 0 else f"{name}: refused (errno {ctypes.get_errno()})")
kind = sys.argv[1]
if kind == "socket32":
    # mov eax, 359 (socket, i386); mov ebx, 1 (AF_UNIX); mov ecx, 1 (SOCK_STREAM); xor edx, edx; int 0x80; movsxd rax, eax; ret
    code = bytes.fromhex("b867010000" "bb01000000" "b901000000" "31d2" "cd80" "4863c0" "c3")
    page = mmap.mmap(-1, mmap.PAGESIZE, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
    page.write(code)
    call = ctypes.CFUNCTYPE(ctypes.c_long)(ctypes.addressof(ctypes.c_char.from_buffer(page)))
    result = call()
    if result < 0:
        ctypes.set_errno(-result)
    report(kind, result)
elif kind == "uring":
    params = ctypes.create_string_buffer(120)
    report(kind, libc.syscall(425, 4, params))
elif kind == "inet":
    report(kind, libc.socket(2, 1, 0))
`;

Given('a script that makes raw system calls', function (this: ToolWorld) {
  writeFileSync(join(this.tempDir, 'calls.py'), CALLS);
});

Given('a toolkit with the sandbox turned off', async function (this: ToolWorld) {
  await this.replaceToolkit({ policy: this.toolkit.policy });
});
