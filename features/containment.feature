Feature: Containment the kernel enforces
  Every shell runs in its own PID namespace (bubblewrap) whose init the kernel ends with
  everything in it: daemons that setsid or double-fork cannot escape KillShell, a timeout or the
  end of their call, and nothing survives SIGKILL of the process that started it. Commands cannot
  read the host process's environment through /proc, secrets are recognised by their values too,
  and the sandbox holds as root.

  Scenario: Shells are contained where bubblewrap can do it
    Then the toolkit's shells should be contained
    And a command should see only the processes of its own shell
    And the shell-manager package's default launcher, asked with no arguments, should contain its shells too

  Scenario: Every contained shell leads a process group of its own, apart from the host's
    When I execute BashTool with:
      | command           | sleep 3671 |
      | run_in_background | true       |
    Then the last launched process should lead a process group of its own
    Given the calls belong to the session "groups"
    When I execute BashTool with command="echo in-session"
    Then the last launched process should lead a process group of its own

  Scenario: KillShell ends daemons that left the shell's group
    Given a background shell running "(setsid sleep 3601 &); (nohup sleep 3602 > /dev/null 2>&1 &); echo daemons; sleep 3603"
    And processes running "sleep 3601" and "sleep 3602" have left the shell's process group
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And no process running "sleep 360" should be left

  Scenario: A timeout ends daemons that left the shell's group
    When I execute BashTool with:
      | command | (setsid sleep 3611 &); (nohup sleep 3612 > /dev/null 2>&1 &); sleep 3613 |
      | timeout | 1000                                                                     |
    Then the result should be failed
    And metadata should contain timed_out=true
    And no process running "sleep 361" should be left

  Scenario: A foreground call's daemons end with it, stopped gracefully and reported
    When I execute BashTool with command="(setsid sleep 3621 > /dev/null 2>&1 &); echo started"
    Then the result should be successful
    And the output should contain "started"
    And metadata should contain background_processes_stopped=true
    And no process running "sleep 3621" should be left

  Scenario: What a command left ends on SIGTERM, and its namespace with it, not at the end of the grace
    Given a toolkit whose kill grace is 10000 ms
    When I execute BashTool with:
      | command | (setsid bash -c 'trap "echo bye > {tempDir}/term-seen; exit 0" TERM; sleep 3661 & touch {tempDir}/ready; wait' > /dev/null 2>&1 &); until [ -e {tempDir}/ready ]; do sleep 0.01; done; echo started |
    Then the result should be successful
    And metadata should contain background_processes_stopped=true
    And no process running "sleep 3661" should be left
    And the file "term-seen" in the scenario's directory should contain "bye"

  Scenario: KillShell returns only once a process slow to end is gone, though bubblewrap ended before it (a gigabyte to free, SIGTERM ignored)
    Given a background shell running "python3 -c 'import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); b = [0] * (1 << 27); print(1, flush=True); time.sleep(379)'"
    And the processes of the command are noted
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And none of the noted processes should be alive now

  Scenario: A command that exits 3 with nothing left behind is reported as such
    When I execute BashTool with command="echo out; echo err >&2; exit 3"
    Then the result should be failed
    And metadata should contain exit_code=3
    And the output should contain "out"
    And the output should contain "err"
    And the output should not contain any of: were stopped when it finished

  Scenario: Nothing a library host started survives its SIGKILL
    When a program starts a background shell, a session job and daemons that left their groups with marker 363, then is sent SIGKILL
    Then no process running "sleep 363" should be left

  Scenario: Nothing a sandboxed library host started survives its SIGKILL
    When a sandboxed program starts a background shell, a session job and daemons that left their groups with marker 365, then is sent SIGKILL
    Then no process running "sleep 365" should be left

  Scenario: Nothing the MCP server started survives its SIGKILL
    Given the MCP server is running in the scenario's directory
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "(setsid sleep 3641 > /dev/null 2>&1 &); sleep 3642", "run_in_background": true}
    And the client calls "Bash" with {"command": "(setsid sleep 3643 > /dev/null 2>&1 &); sleep 3644 > /dev/null 2>&1 & echo started"}
    Then the text should contain "started"
    And a process running "sleep 3641" should exist
    When the server receives SIGKILL
    Then the server process should exit
    And no process running "sleep 364" should be left

  Scenario: The host's secrets cannot be read through /proc of the command's ancestors
    Given the MCP server is running with the environment GH_TOKEN=ghp_agenttoolkitcanary0123456789
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "p=$$; while [ \"$p\" -gt 0 ] 2>/dev/null; do tr '\\0' '\\n' < /proc/$p/environ; p=$(cut -d' ' -f4 /proc/$p/stat); done; for e in /proc/[0-9]*/environ; do tr '\\0' '\\n' < $e; done 2>/dev/null; echo walked"}
    Then the call should succeed
    And the text should contain "PATH="
    And the text should contain "walked"
    And the text should not contain "agenttoolkitcanary"

  Scenario: Secrets are recognised by their values, whatever the variable is called
    Given the toolkit runs with the environment:
      | name         | value                                     |
      | DATABASE_URL | postgres://app:hunter2@db.internal/app    |
      | MY_SETTING   | ghp_0123456789abcdefghijklmnopqrstuvwx    |
      | DEPLOY_KEYS  | -----BEGIN OPENSSH PRIVATE KEY----- abc   |
      | GH_PAT       | plain-looking-value                       |
      | SERVICE_URL  | https://db.internal:8443/app              |
    When I execute BashTool with command="env"
    Then the result should be successful
    And the output should contain "SERVICE_URL=https://db.internal:8443/app"
    And the output should not contain any of: hunter2, ghp_0123456789, OPENSSH, plain-looking-value

  Scenario: Where bubblewrap cannot be found, a process is told once that its shells are not contained
    When a process with no bubblewrap on its PATH creates two toolkits
    Then its standard error should say "shells are not contained" exactly once

  Scenario: A toolkit given its shell manager by the caller does not claim its shells are contained
    Given a toolkit given a shell manager of the caller's
    Then the toolkit's shells should not be claimed contained, because "shell manager given by the caller"

  Scenario: A toolkit whose shells run in a container does not claim they are contained here
    Given a toolkit whose runner names the container "agent-toolkit-no-such-container-4412" of the engine "podman", nothing started
    Then the toolkit's shells should not be claimed contained, because "shells run in the container agent-toolkit-no-such-container-4412"

  Scenario: Turned off, shells run in process groups
    Given a toolkit with containment turned off
    Then the toolkit's shells should not be contained
    And a command should see processes outside its own shell

  Scenario: Turned off, KillShell returns only once every process of the group is gone, one that ignores SIGTERM too
    Given a toolkit with containment turned off
    And a background shell running "(trap '' TERM; sleep 3761) & sleep 3762"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And no process of the command should be alive now

  Scenario: Turned off, KillShell of a group that ends on SIGTERM does not wait out a long grace
    Given a toolkit with containment turned off and a kill grace of 10000 ms
    And a background shell running "sleep 3764 & sleep 3765"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And the execution should have taken between 0 and 5000 ms
    And no process of the command should be alive now

  Scenario: Turned off, what a command leaves in its process group is still stopped and said so
    Given a toolkit with containment turned off
    When I execute BashTool with command="sleep 351 & echo started"
    Then the output should start with "started\n"
    And the output should contain "were stopped when it finished"
    And metadata should contain background_processes_stopped=true
    And no process running "sleep 351" should be left

  Scenario: Turned off, a job a subshell left in a session's process group is stopped too, though no longer the shell's child
    Given a toolkit with containment turned off
    And the calls belong to the session "uncontained"
    When I execute BashTool with command="(sleep 353 &); echo started"
    Then the output should start with "started\n"
    And metadata should contain background_processes_stopped=true
    And no process running "sleep 353" should be left

  Scenario: Turned off, a job a subshell left that ignores SIGTERM gets SIGKILL after the grace, though no longer the shell's child
    Given a toolkit with containment turned off
    And the calls belong to the session "uncontained"
    When I execute BashTool with command="(trap '' TERM; sleep 371 &); echo started"
    Then the output should start with "started\n"
    And metadata should contain background_processes_stopped=true
    And no process running "sleep 371" should be left

  Scenario: Turned off, a job that started another during its grace is found at the session's next call, though that call starts no process
    Given a toolkit with containment turned off
    And the calls belong to the session "uncontained"
    When I execute BashTool with command="(trap '' TERM; sleep 0.3; sleep 373 &) & echo started"
    Then metadata should contain background_processes_stopped=true
    When 700 milliseconds pass
    And I execute BashTool with command="echo next"
    Then the output should start with "next\n"
    And no process running "sleep 373" should be left

  Scenario: Turned off, a command that leaves nothing is not said to have left anything
    Given a toolkit with containment turned off
    When I execute BashTool with command="echo alone"
    Then the output should be "alone\n"
    And metadata should not contain background_processes_stopped

  Scenario Outline: The MCP server says at start whether its shells are contained
    Given the MCP server is running with the flags <flags>
    And an MCP client is connected to it
    Then the server's start line should contain "<says>"

    Examples:
      | flags            | says                                          |
      | --timeout 5000   | each shell in its own PID namespace           |
      | --no-containment | shells in process groups only (turned off)    |

  Scenario: The start line names allowed roots only when there are some
    Given the MCP server is running with the flags --timeout 5000
    And an MCP client is connected to it
    Then the server's start line should not contain "allowed roots"
