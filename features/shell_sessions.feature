Feature: Persistent shell sessions
  Foreground commands with the same sessionId run in one persistent shell: a `cd`, exported
  variables, shell functions and aliases carry over to the next call. Without a sessionId calls stay
  independent. Exit codes, stderr and truncation behave as for one-off commands.

  Scenario: The working directory, exports and functions carry over
    Given the calls belong to the session "agent-1"
    And a file "activate" in the scenario's directory that exports VENV=active and defines deactivate()
    When I execute BashTool with command="mkdir -p sub && cd sub && source ../activate && export LEVEL=2"
    And I execute BashTool with command="basename $PWD; echo $VENV $LEVEL; deactivate"
    Then the result should be successful
    And the output should be "sub\nactive 2\ndeactivated\n"
    And metadata should contain session_id="agent-1"

  Scenario: Without a sessionId calls are independent
    When I execute BashTool with command="cd / && export LEVEL=2"
    And I execute BashTool with command="pwd; echo ${LEVEL:-unset}"
    Then the output should be "{tempDir}\nunset\n"

  Scenario: Different sessions do not share state
    Given the calls belong to the session "agent-1"
    When I execute BashTool with command="export WHO=one; cd /"
    And the calls belong to the session "agent-2"
    And I execute BashTool with command="echo ${WHO:-nobody}; pwd"
    Then the output should be "nobody\n{tempDir}\n"

  Scenario: Exit codes, stderr and truncation are those of one-off commands
    Given the calls belong to the session "agent-1"
    When I execute BashTool with command="echo out; echo err >&2; false"
    Then the result should be failed
    And metadata should contain exit_code=1
    And the output should be "out\n[stderr]\nerr\n"
    When I execute BashTool with command="printf 'no newline'"
    Then the output should be "no newline"
    When I execute BashTool with command="seq 1 100000"
    Then metadata should contain truncated=true
    And the file in metadata stdout_file should hold the output of "seq 1 100000"

  Scenario: $? is the last command's status, as at a prompt, without tripping an ERR trap or set -e (restored in a new shell with the status)
    Given the calls belong to the session "agent-1"
    When I execute BashTool with command="(exit 7)"
    And I execute BashTool with command="echo status $?"
    Then the output should be "status 7\n"
    When I execute BashTool with command="trap 'echo trapped' ERR; (exit 3)"
    And I execute BashTool with command="echo status $?"
    Then the output should be "status 3\n"
    When I execute BashTool with command="set -e; false"
    And I execute BashTool with command="echo status $?; [[ $- == *e* ]] && echo errexit on"
    Then the output should be "status 1\nerrexit on\n"
    When I execute BashTool with command="echo one two"
    And I execute BashTool with command="echo \"[$_]\""
    Then the output should be "[]\n"

  Scenario: A timeout ends the command; the session comes back with its state
    Given the calls belong to the session "agent-1"
    When I execute BashTool with command="cd / && export KEPT=yes"
    And I execute BashTool with:
      | command | sleep 340 & sleep 341; echo never |
      | timeout | 1000                              |
    Then the result should be failed
    And metadata should contain timed_out=true
    And the output should NOT contain "never"
    And no process running "sleep 340" should be left
    And no process running "sleep 341" should be left
    When I execute BashTool with command="pwd; echo $KEPT"
    Then the result should be successful
    And the output should be "/\nyes\n"

  Scenario: exit in a session ends that shell; the next call gets a new one with the state
    Given the calls belong to the session "agent-1"
    When I execute BashTool with command="cd / && export KEPT=yes && exit 3"
    Then the result should be failed
    And metadata should contain exit_code=3
    When I execute BashTool with command="pwd; echo $KEPT"
    Then the output should be "/\nyes\n"

  Scenario: A new shell comes back in the session's directory as it was named, through a link too
    Given the calls belong to the session "linked"
    When I execute BashTool with command="mkdir -p real && ln -s real link && cd link && exit 0"
    And I execute BashTool with command="basename $PWD; basename $(pwd)"
    Then the output should be "link\nlink\n"

  # As in a terminal: an alias expands in the calls after the one that defined it. Only there: the
  # session's own lines around each command are read with no alias, whatever their names.
  Scenario: Aliases carry over to the next calls and to a new shell, and expand in the commands only (and not at all once turned off, in a new shell too)
    Given the calls belong to the session "aliases"
    When I execute BashTool with command="alias greet='echo hello from an alias'"
    And I execute BashTool with command="greet"
    Then the output should be "hello from an alias\n"
    When I execute BashTool with command="exit 3"
    And I execute BashTool with command="greet"
    Then the output should be "hello from an alias\n"
    When I execute BashTool with command="alias builtin='echo taken' exec='echo taken' eval='echo taken' __at_end='echo taken' __at_read='echo taken'"
    And I execute BashTool with command="echo the session goes on; builtin echo in the command"
    Then the output should be "the session goes on\ntaken echo in the command\n"
    When I execute BashTool with command="unalias builtin exec eval __at_end __at_read; shopt -u expand_aliases"
    And I execute BashTool with command="alias greet; greet 2>/dev/null || echo not expanded"
    Then the output should be "alias greet='echo hello from an alias'\nnot expanded\n"
    When I execute BashTool with command="exit 0"
    And I execute BashTool with command="greet 2>/dev/null || echo still not expanded"
    Then the output should be "still not expanded\n"

  # bash numbers the lines it reads: a command evaluated after a hundred others would be told
  # apart by "line 104", which names no line of it. As `bash -c` does, each command's lines count from 1.
  Scenario: bash's messages and $LINENO count a command's lines from 1, in every call of a session
    Given the calls belong to the session "lines"
    When I execute BashTool with command="echo one"
    And I execute BashTool with command="echo two"
    And I execute BashTool with the lines:
      """
      echo "at $LINENO"
      at_no_such_command_7 2>&1
      if true; then echo "at $LINENO"; fi
      """
    Then the output should be "at 1\n/bin/bash: line 2: at_no_such_command_7: command not found\nat 3\n"
    When I execute BashTool with the lines:
      """
      echo parsed
      if true; then
        echo never
      fi fi
      """
    Then the result should be failed
    And metadata should contain exit_code=2
    And the output should contain "line 4: syntax error near unexpected token `fi'"

  # At a prompt, `break` and `continue` outside a loop are "only meaningful in a loop"; here what
  # follows them in the command does not run, and the session goes on (`break 2` included).
  Scenario: break and continue outside a loop end the command, and the session goes on
    Given the calls belong to the session "loops"
    When I execute BashTool with command="cd / && echo before; break; echo after"
    Then the result should be successful
    And the output should be "before\n"
    When I execute BashTool with command="continue; echo after"
    And I execute BashTool with command="echo status $?; break 2; echo after"
    Then the output should be "status 0\n"
    When I execute BashTool with command="for i in 1 2; do for j in 1 2; do echo $i$j; continue 2; done; done; pwd; echo \"line $LINENO\""
    Then the output should be "11\n21\n/\nline 1\n"

  Scenario: A session shell that crashes is detected and re-created
    Given the calls belong to the session "agent-1"
    When I execute BashTool with command="cd /"
    And something outside kills the session's shell with SIGKILL
    And I execute BashTool with command="pwd; echo alive"
    Then the result should be successful
    And the output should be "/\nalive\n"

  Scenario: Cancelling a session command ends its tree and the session comes back
    Given the calls belong to the session "agent-1"
    And the Bash call can be cancelled
    When I run "sleep 342; echo never" with Bash and cancel it after 300 ms
    Then the result should be failed
    And no process running "sleep 342" should be left
    Given the calls belong to the session "agent-1"
    When I execute BashTool with command="echo back"
    Then the output should be "back\n"

  Scenario: A command running when its session is closed ends, and its call says it was cancelled and killed
    Given the calls belong to the session "closing"
    When I run "echo started; sleep 374; echo never" with Bash and close its session "closing" once it printed "started"
    Then the result should be failed
    And the error should contain "Command was cancelled and killed"
    And metadata should contain cancelled=true
    And metadata should contain status="killed"
    And the output should contain "started"
    And the output should NOT contain "never"
    And no process running "sleep 374" should be left

  Scenario: Closing an idle session lets its shell's EXIT trap finish, as at the end of a terminal's input
    Given the calls belong to the session "traps"
    When I execute BashTool with:
      | command | trap 'sleep 0.2; echo bye > {tempDir}/exit-trap-ran' EXIT |
    And the session "traps" is closed
    Then the file "exit-trap-ran" in the scenario's directory should contain "bye"

  Scenario: At the end of its input the shell exits with its last command's status, which its EXIT trap sees, as at the end of a terminal's input
    Given the calls belong to the session "traps"
    When I execute BashTool with:
      | command | trap 'echo "bye $?" > {tempDir}/exit-status' EXIT |
    And I execute BashTool with command="(exit 4)"
    Then metadata should contain exit_code=4
    When the session "traps" is closed
    Then the file "exit-status" in the scenario's directory should contain "bye 4"

  Scenario: Closing the toolkit ends every session shell
    Given the calls belong to the session "agent-1"
    When I execute BashTool with command="sleep 343 &"
    And the toolkit is closed
    Then at once no process of the last launched command should be alive
