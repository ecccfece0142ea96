import { arch } from 'node:process';

// seccomp_data: the syscall number at offset 0, the audit architecture at 4, arguments from 16.
const LOAD_WORD = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JUMP_IF_EQUAL = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JUMP_IF_AT_LEAST = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const RETURN = 0x06; // BPF_RET | BPF_K
const ALLOW = 0x7fff0000;
const SECCOMP_RET_ERRNO = 0x00050000;
const EPERM = 1;
const EACCES = 13;
const ENOSYS = 38;
const AF_UNIX = 1;
const X32_SYSCALL_BIT = 0x40000000;

// The audit architecture and the numbers of the calls refused, where we know them. io_uring's
// three calls have the same numbers everywhere (the generic table).
const ARCHITECTURES: Partial<Record<NodeJS.Architecture, { audit: number; socket: number }>> = {
  x64: { audit: 0xc000003e, socket: 41 },
  arm64: { audit: 0xc00000b7, socket: 198 },
};
const IO_URING_CALLS = [425, 426, 427];

type Instruction = readonly [code: number, jumpTrue: number, jumpFalse: number, value: number];

/**
 * A classic BPF program for bwrap's `--seccomp`, undefined on architectures not listed:
 * - calls of another architecture (a 32-bit `int 0x80`, where socketcall reaches socket under
 *   other numbers) and x32 calls fail with EPERM, whatever they are;
 * - io_uring fails with ENOSYS (its operations, a socket among them, pass no filter);
 * - unless `unixSockets`, socket(AF_UNIX, ...) fails with EACCES, so no host Unix socket (docker,
 *   D-Bus, ssh-agent, abstract ones) can be connected to; socketpair(2) still works.
 */
export function sandboxFilter({ unixSockets = false } = {}, architecture: NodeJS.Architecture = arch): Buffer | undefined {
  const known = ARCHITECTURES[architecture];
  if (!known) return undefined;
  const refuse = (errno: number): Instruction => [RETURN, 0, 0, SECCOMP_RET_ERRNO | errno];
  // Jump offsets count the instructions skipped; the program reads top to bottom.
  const socket: Instruction[] = unixSockets
    ? []
    : [
        [JUMP_IF_EQUAL, 0, 3, known.socket], // not socket(2): allow
        [LOAD_WORD, 0, 0, 16],
        [JUMP_IF_EQUAL, 0, 1, AF_UNIX], // another domain: allow
        refuse(EACCES),
      ];
  // Each io_uring call jumps past the rest of them, the socket check and ALLOW, to ENOSYS.
  const uring = IO_URING_CALLS.map((call, index): Instruction => [JUMP_IF_EQUAL, IO_URING_CALLS.length - index + socket.length, 0, call]);
  const program: Instruction[] = [
    [LOAD_WORD, 0, 0, 4],
    [JUMP_IF_EQUAL, 1, 0, known.audit],
    refuse(EPERM), // another architecture
    [LOAD_WORD, 0, 0, 0],
    [JUMP_IF_AT_LEAST, uring.length + socket.length + 2, 0, X32_SYSCALL_BIT],
    ...uring,
    ...socket,
    [RETURN, 0, 0, ALLOW],
    refuse(ENOSYS), // io_uring
    refuse(EPERM), // x32
  ];
  return assemble(program);
}

function assemble(program: readonly Instruction[]): Buffer {
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach(([code, jumpTrue, jumpFalse, value], index) => {
    bytes.writeUInt16LE(code, index * 8);
    bytes.writeUInt8(jumpTrue, index * 8 + 2);
    bytes.writeUInt8(jumpFalse, index * 8 + 3);
    bytes.writeUInt32LE(value >>> 0, index * 8 + 4);
  });
  return bytes;
}
