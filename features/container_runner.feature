@container
Feature: Shells in a container: the container runner
  With `runner: { container, engine }` every shell runs inside that container through the engine's
  exec (`podman exec`, `docker exec`), and everything about it happens there: signals, the jobs a
  command leaves, a session's saved state. Killing the engine's exec client would not reach the
  processes inside, so nothing is killed through it. What is left inside is read from the
  container's own /proc through the engine, not from the toolkit. These scenarios run through
  scripts/container-scenarios.sh (part of `npm test`), against a podman container made from a
  throwaway overlay of this machine's root.

  Background:
    Given shells run in the test container

  Scenario: A command runs inside the container, not on the host
    When I execute BashTool with command="echo canary > /opt/agent-toolkit-canary-7731; tr '\0' ' ' < /proc/1/cmdline"
    Then the result should be successful
    And the output should contain "podman-init"
    And the file "/opt/agent-toolkit-canary-7731" should exist in the container
    And the file "/opt/agent-toolkit-canary-7731" should not exist on the host

  Scenario: The container keeps its own environment: only what the toolkit sets differently is passed
    Given this process has the variable AGENT_TOOLKIT_HOST_ONLY set to "host" when its toolkit is made
    When I execute BashTool with command="echo ${AGENT_TOOLKIT_HOST_ONLY-unset} $PAGER"
    Then the result should be successful
    And the output should contain "unset cat"

  Scenario: KillShell leaves no process of the shell in the container
    Given a background shell running "sleep 4801 & sleep 4802; echo never"
    And the container has a process running "sleep 4802"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And the container should have no process running "sleep 4801"
    And the container should have no process running "sleep 4802"

  Scenario: Signals and looks go to one control shell in the container, which ends when idle
    Given shells run in the test container through an engine that records its calls
    When background shells running "sleep 4851", "sleep 4852" and "sleep 4853" are each killed with KillShell
    Then the container should have no process running "sleep 485"
    And the engine should have been called for 3 commands and 1 control shell, and nothing else
    And within 8000 ms the control shell's engine process should have ended

  Scenario: A control shell whose engine client dies is replaced by a new one for the next requests
    Given shells run in the test container through an engine that records its calls
    When background shells running "sleep 4854", "sleep 4855" and "sleep 4856" are each killed with KillShell
    And the control shell's engine process is killed
    And background shells running "sleep 4857", "sleep 4858" and "sleep 4859" are each killed with KillShell
    Then the container should have no process running "sleep 485"
    And the engine should have been called for 6 commands and 2 control shell, and nothing else

  Scenario: A command that ignores SIGTERM gets SIGKILL after the grace, inside the container
    Given a background shell running "trap '' TERM; sleep 4803; sleep 4803"
    And the container has a process running "sleep 4803"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And the container should have no process running "sleep 4803"

  Scenario: A one-off whose exec client dies before it reports is killed inside the container
    Given a background shell running "sleep 4809"
    And the container has a process running "sleep 4809"
    When the background shell's exec client is killed with SIGKILL
    Then within 3000 ms the container should have no process running "sleep 4809"

  Scenario: A foreground timeout leaves no process in the container
    When I execute BashTool with:
      | command | sleep 4804 & sleep 4805 |
      | timeout | 1000                    |
    Then the result should be failed
    And metadata should contain status="timeout"
    And the container should have no process running "sleep 4804"
    And the container should have no process running "sleep 4805"

  Scenario: Jobs a one-off command left running are ended inside the container
    When I execute BashTool with command="sleep 4806 & echo started"
    Then the output should contain "started"
    And within 2000 ms the container should have no process running "sleep 4806"

  Scenario: A job a one-off command left running that ignores SIGTERM gets SIGKILL after the grace, inside the container
    When I execute BashTool with command="(trap '' TERM; exec sleep 4812) & echo started"
    Then the output should contain "started"
    And within 3000 ms the container should have no process running "sleep 4812"

  Scenario: A job a session command left running that ignores SIGTERM gets SIGKILL after the grace, inside the container
    Given the calls belong to the session "stubborn-leftovers"
    When I execute BashTool with command="(trap '' TERM; sleep 4808) & echo started"
    Then the output should contain "started"
    And within 3000 ms the container should have no process running "sleep 4808"
    When I execute BashTool with command="echo next"
    Then the output should be "next\n"

  Scenario: A session keeps its state inside the container, private, and removes it at close
    Given the calls belong to the session "in-container"
    When I execute BashTool with command="cd /opt && export AT_CONTAINER_VALUE=42"
    And I execute BashTool with command="pwd; echo $AT_CONTAINER_VALUE"
    Then the output should be "/opt\n42\n"
    And the session's state file in the container should be readable by its owner only
    When the toolkit is closed
    Then no private file of the toolkit should be left in the container

  Scenario: A prompt inside the container is answered with BashInput
    Given a background shell just started with "read -p 'name? ' n; echo \"hi $n\""
    When I send the background shell the input "bob\n"
    Then the result should be successful
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^hi        |
    Then the output should contain "hi bob"

  # Read from the container's own /proc through the control shell, as the toolkit reads its host's.
  Scenario: A command waiting for input inside the container is seen waiting, and a wait ends as it reads
    When I execute BashTool with:
      | command           | printf 'name? '; read -r n; echo "hi $n"; sleep 4813 |
      | run_in_background | true                                                 |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^hi        |
    Then the execution should complete in less than 5 seconds
    And metadata should contain wait_result="input"
    And metadata should contain waiting_for_input=true
    And the output should start with "name? \n"
    And the output should contain "Waiting for input: answer with BashInput"
    When I send the background shell the input "bob\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^hi        |
    Then the output should contain "hi bob"
    And metadata should contain waiting_for_input=false
    And metadata should contain wait_result="matched"

  Scenario: A program whose event loop waits for its stdin inside the container is waiting for input
    When I execute BashTool with:
      | command           | node -e "const rl = require('readline').createInterface({ input: process.stdin }); process.stdout.write('Project name? '); rl.once('line', (name) => { console.log('name ' + name); process.exit(0); })" |
      | run_in_background | true |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^name      |
    Then metadata should contain wait_result="input"
    And metadata should contain waiting_for_input=true
    And the output should start with "Project name? \n"
    When I send the background shell the input "demo\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^name      |
    Then the output should contain "name demo"

  Scenario: A REPL in a terminal inside the container waits for input, and a password prompt on /dev/tty too
    When I execute BashTool with:
      | command           | python3 -q |
      | run_in_background | true       |
      | tty               | true       |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^zzz       |
    Then metadata should contain wait_result="input"
    And the output should start with ">>> \n"
    When I send the background shell the input "import getpass; print('got', getpass.getpass('Password: '))\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^got       |
    Then metadata should contain wait_result="input"
    And the output should contain "Password: "
    When I send the background shell the input "s3cret\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^got       |
    Then the output should contain "got s3cret"

  Scenario: A command inside the container that reads another pipe, not its stdin, is not waiting for input
    When I execute BashTool with:
      | command           | sleep 4814 \| cat |
      | run_in_background | true              |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 600        |
    Then metadata should contain wait_result="timeout"
    And metadata should contain waiting_for_input=false

  # Linux takes 128 KiB in one argument: a longer command goes in on the exec's stdin.
  Scenario: A command longer than an argument runs inside the container, and reads what is typed after it
    When I execute BashTool in the background with a heredoc of 3000 lines of "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" piped to "wc -c" and then "read -r line; echo got $line"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^got       |
    Then metadata should contain wait_result="input"
    And the output should contain "300000"
    When I send the background shell the input "yes\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^got       |
    Then the output should contain "got yes"

  Scenario: A terminal inside the container: a prompt answered, then Ctrl-C to its foreground job
    When I execute BashTool with:
      | command           | tty; read -p 'name? ' n; echo "hi $n"; sleep 4812 |
      | run_in_background | true                                              |
      | tty               | true                                              |
    And I send the background shell the input "bob\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | hi bob     |
    Then metadata should contain wait_result="matched"
    And the output should contain "/dev/pts/"
    And the output should contain "hi bob"
    And the container has a process running "sleep 4812"
    When I send the background shell the input "\u0003"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="exited"
    And the container should have no process running "sleep 4812"

  Scenario: Ctrl-C reaches the command inside the container
    Given a background shell just started with "sleep 4811"
    And the container has a process running "sleep 4811"
    When I send the background shell the input "\u0003"
    Then metadata should contain interrupts=1
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
    Then metadata should contain wait_result="exited"
    And metadata should contain signal="SIGINT"
    And the container should have no process running "sleep 4811"

  Scenario: Jobs a session command left running are ended inside the container
    Given the calls belong to the session "leftovers"
    When I execute BashTool with command="sleep 4807 & echo started"
    Then the output should contain "started"
    And within 2000 ms the container should have no process running "sleep 4807"

  Scenario: Jobs a session command left running are ended inside the container, with globbing turned off (and set -e)
    Given the calls belong to the session "noglob"
    When I execute BashTool with command="set -euf; GLOBIGNORE=/proc/1"
    And I execute BashTool with command="sleep 4262 & echo started"
    Then the output should contain "were stopped when it finished"
    And within 2000 ms the container should have no process running "sleep 4262"
    When I execute BashTool with command="[[ $- == *f* && $- == *e* ]] && echo $GLOBIGNORE"
    Then the output should be "/proc/1\n"

  Scenario: A session call that times out ends the session's shell inside the container, and the next call has the state
    Given the calls belong to the session "timeouts"
    When I execute BashTool with command="export AT_CONTAINER_KEPT=yes"
    And I execute BashTool with:
      | command | sleep 4808 |
      | timeout | 1000       |
    Then metadata should contain status="timeout"
    And the container should have no process running "sleep 4808"
    When I execute BashTool with command="echo kept=$AT_CONTAINER_KEPT"
    Then the output should contain "kept=yes"

  Scenario: Closing the toolkit leaves no process in the container
    Given a background shell running "sleep 4809"
    And the container has a process running "sleep 4809"
    When a session call runs "sleep 4810" while the toolkit is closed
    Then the container should have no process running "sleep 4809"
    And the container should have no process running "sleep 4810"

  Scenario: A toolkit can start a container of its own, with an init, no network and limits, and remove it
    When a toolkit starts a container of its own from an overlay of the root directory, with 256 MiB and 64 processes
    Then its commands should run under the container's init, with no network but loopback, in the mounted directory
    And the engine should report its memory limit as 256 MiB and its process limit as 64
    When that toolkit is closed
    Then the container it started should be gone
    And no process naming the container it started should be left

  Scenario: A container that cannot start says why, in the engine's own words
    When a toolkit is made to start a container of its own from the root directory "/nonexistent/agent-toolkit-rootfs"
    Then making it should fail with "podman run failed: " and the engine's own words about "/nonexistent/agent-toolkit-rootfs"

  Scenario: The MCP server runs its shells in the container it is given
    Given the MCP server is running in the test container
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "tr '\\0' ' ' < /proc/1/cmdline"}
    Then the call should succeed
    And the text should contain "podman-init"
    And the server should have said its shells run in the test container

  Scenario: A container that is not there gives the engine's own error as the result
    Given a toolkit whose runner names the container "agent-toolkit-no-such-container"
    When I execute BashTool with command="echo never"
    Then the result should be failed
    And the output should contain "no container with name or ID"

  Scenario: The MCP server can start a container of its own and removes it when it exits
    Given the MCP server is running with a container it starts from an overlay of the root directory
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "tr '\\0' ' ' < /proc/1/cmdline; pwd"}
    Then the call should succeed
    And the text should contain "podman-init"
    And the server should have said its shells run in a container it started
    When the client disconnects
    Then the server process should exit
    And the container the server started should be gone within 15 seconds

  Scenario: An MCP server killed outright still has its own container removed
    # (An MCP client sends SIGKILL to a server that takes more than 4 s to stop, as one can on a loaded machine.)
    Given the MCP server is running with a container it starts from an overlay of the root directory
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "true"}
    Then the call should succeed
    And the server should have said its shells run in a container it started
    When the server receives SIGKILL
    Then the server process should exit
    And the container the server started should be gone within 15 seconds

  Scenario: A program that exits without removing the container it started has it removed on the way out, once
    When a program starts a container of its own through an engine that records its calls, then exits without removing it
    Then the engine should have been asked to remove the container once, and it should be gone

  Scenario: A program whose engine cannot remove the container it started still exits, after three attempts
    When a program starts a container of its own through an engine that records its calls and cannot remove it, then exits without removing it
    Then the engine should have been asked to remove the container 3 times

  Scenario: The container the MCP server starts gets the network and the limits its flags give
    Given the MCP server is running with a container it starts from an overlay of the root directory and the flags "--container-network host --container-memory 256m --container-pids 64"
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "true"}
    Then the call should succeed
    And the server should have said its shells run in a container it started
    And the engine should report its memory limit as 256 MiB and its process limit as 64
    And the engine should report its network as "host"
    When the client disconnects
    Then the server process should exit
    And the container the server started should be gone within 15 seconds

  Scenario Outline: A program whose shells run in the container leaves nothing there when it <ends>
    When a program starts shells "sleep <marker>1", "sleep <marker>2" and a leftover "sleep <marker>3", then <ends>
    Then the program should have ended
    And the container should have no process running "sleep <marker>"

    Examples:
      | ends               | marker |
      | exits              | 4830   |
      | is sent SIGTERM    | 4831   |
