import { arch } from 'node:process';

// seccomp_data: the syscall number at offset 0, the audit architecture at 4, arguments from 16.
const LOAD_WORD = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JUMP_IF_EQUAL = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JUMP_IF_AT_LEAST = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const RETURN = 0x06; // BPF_RET | BPF_K
const ALLOW = 0x7fff0000;
const EACCES = 13;
const FAIL_WITH_EACCES = 0x00050000 | EACCES; // SECCOMP_RET_ERRNO
const AF_UNIX = 1;
const X32_SYSCALL_BIT = 0x40000000;

// The audit architecture and socket(2)'s number where we know them.
const ARCHITECTURES: Partial<Record<NodeJS.Architecture, { audit: number; socket: number }>> = {
  x64: { audit: 0xc000003e, socket: 41 },
  arm64: { audit: 0xc00000b7, socket: 198 },
};

/**
 * A classic BPF program for bwrap's `--seccomp`: socket(AF_UNIX, ...) fails with EACCES, so no
 * host Unix socket (a docker, ssh-agent or database socket) can be connected to, wherever it
 * lives on the filesystem; socketpair(2) still works. x32 calls are refused outright (they would
 * reach socket under another number). Undefined on architectures not listed.
 */
export function unixSocketFilter(architecture: NodeJS.Architecture = arch): Buffer | undefined {
  const known = ARCHITECTURES[architecture];
  if (!known) return undefined;
  const program: [number, number, number, number][] = [
    [LOAD_WORD, 0, 0, 4],
    [JUMP_IF_EQUAL, 0, 6, known.audit], // another architecture: allow
    [LOAD_WORD, 0, 0, 0],
    [JUMP_IF_AT_LEAST, 3, 0, X32_SYSCALL_BIT], // x32: refuse
    [JUMP_IF_EQUAL, 0, 3, known.socket], // not socket(2): allow
    [LOAD_WORD, 0, 0, 16],
    [JUMP_IF_EQUAL, 0, 1, AF_UNIX], // another domain: allow
    [RETURN, 0, 0, FAIL_WITH_EACCES],
    [RETURN, 0, 0, ALLOW],
  ];
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach(([code, jumpTrue, jumpFalse, value], index) => {
    bytes.writeUInt16LE(code, index * 8);
    bytes.writeUInt8(jumpTrue, index * 8 + 2);
    bytes.writeUInt8(jumpFalse, index * 8 + 3);
    bytes.writeUInt32LE(value >>> 0, index * 8 + 4);
  });
  return bytes;
}
