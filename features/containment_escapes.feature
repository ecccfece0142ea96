Feature: A contained root command cannot reach the host
  Contained shells run in a user namespace of their own with no capabilities, their own IPC and UTS
  namespaces, a fresh /dev and read-only kernel settings. The wrapper that reports a command's end
  cannot be traced or robbed of its descriptors, and a command starts with descriptors 0-2 only.
  Every case runs as root, as CI and containers do; canaries stand in for secrets and terminals.

  @regression
  Scenario: A contained command holds no capability in the host's namespaces
    Given a background shell running "sleep 4701"
    Then the process running "sleep 4701" should have no effective capability, read from the host's /proc
    And the process running "sleep 4701" should have user, IPC and UTS namespaces other than the host's

  @regression
  Scenario: Unmounting /proc fails and leaves the host's processes out of sight
    Given a toolkit whose policy allows everything
    When I execute BashTool with:
      | command | umount -l /proc 2>&1; echo "host processes: $(grep -l cucumbe[r] /proc/[0-9]*/cmdline \| wc -l)" |
    Then the output should contain "must be superuser to unmount"
    And the output should contain "host processes: 0"

  @regression
  Scenario: Kernel settings under /proc/sys cannot be written, even with their own value
    Given a toolkit whose policy allows everything
    When I execute BashTool with command="cat /proc/sys/kernel/msgmax > /proc/sys/kernel/msgmax"
    Then the result should be failed
    And the output should contain "Read-only file system"

  @regression
  Scenario: A host terminal is not among a contained command's devices
    Given a terminal opened by the host
    When I execute BashTool with a command that looks for the host's terminal
    Then the output should contain "unreachable"

  @regression
  Scenario: A command that writes its own end on its wrapper's channel does not end its call
    Given a script that takes a process's descriptor with pidfd_getfd and writes "0 0" on it
    When I execute BashTool with:
      | command | perl {tempDir}/forge.pl $PPID 3; sleep 1; echo real-end |
    Then the output should contain "pidfd_getfd: Operation not permitted"
    And the output should contain "real-end"

  @regression
  Scenario: A command cannot read its wrapper's environment or memory
    When I execute BashTool with command="cat /proc/$PPID/environ; head -c 1 /proc/$PPID/mem; echo done"
    Then the output should contain "/proc/2/environ: Permission denied"
    And the output should contain "done"

  @regression
  Scenario: A background command that tries to forge its end is still ended by KillShell
    Given a script that takes a process's descriptor with pidfd_getfd and writes "0 0" on it
    And a background shell running "perl {tempDir}/forge.pl $PPID 3; sleep 4702"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And no process running "sleep 4702" should be left

  @regression
  Scenario: Closing the toolkit leaves no process of a command that ended but left one running
    When I execute BashTool with:
      | command           | (setsid sleep 4703 > /dev/null 2>&1 &); echo started |
      | run_in_background | true                                                 |
    And the toolkit is closed
    Then no process running "sleep 4703" should be left

  @regression
  Scenario: A descriptor the host leaked without close-on-exec is not open in commands
    When a process that holds a canary file open on descriptor 3, inherited, runs "ls /proc/self/fd; cat <&3" with Bash
    Then its output should not contain "canary-4704"
    And its output should contain "Bad file descriptor"

  @regression
  Scenario: A descriptor the host leaked is not open in a session's commands either
    When a process that holds a canary file open on descriptor 3, inherited, runs "cat <&3" with Bash in a session
    Then its output should not contain "canary-4704"

  Scenario: Commands that need the host's root keep it when the toolkit is asked to
    Given a toolkit whose contained commands keep the host's root
    When I execute BashTool with command="grep CapEff /proc/self/status"
    Then the output should not contain any of: 0000000000000000
    And the toolkit's shells should be contained with the host's root
