Feature: A background command in a terminal of its own
  `tty: true` with `run_in_background` runs the command in a pseudo-terminal, as a person's shell
  at a terminal does: programs that ask on the terminal, REPLs and anything that checks for one
  behave as they do for a person. BashInput types at the terminal: what is typed is echoed, a
  Ctrl-C is the terminal's interrupt for its foreground job, end of input is a Ctrl-D. What the
  terminal shows (stdout and stderr alike) comes back as its output, read as a terminal shows it.

  Scenario Outline: A prompt on the terminal is answered through it (<shells>)
    Given <shells>
    When I execute BashTool with:
      | command           | read -p "name? " n; echo "hi $n" |
      | run_in_background | true                             |
      | tty               | true                             |
    Then metadata should contain tty=true
    And the output should contain "in a terminal"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^hi        |
    Then metadata should contain wait_result="input"
    And metadata should contain waiting_for_input=true
    And the output should start with "name? \n"
    When I send the background shell the input "bob\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then the output should start with "bob\nhi bob\n"
    And metadata should contain wait_result="exited"
    And metadata should contain exit_code=0

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  # getpass, sudo, ssh and git's credential prompt open /dev/tty, turn its echo off and read it.
  Scenario: A password asked on the terminal is waited for, answered, and not shown
    When I execute BashTool with:
      | command           | python3 -c "import getpass; p = getpass.getpass('Password: '); print('got', len(p))" |
      | run_in_background | true                                                                                 |
      | tty               | true                                                                                 |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="input"
    And the output should start with "Password: \n"
    When I send the background shell the input "hunter2\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="exited"
    And the output should contain "got 7"
    And the output should NOT contain "hunter2"

  Scenario: The command reads and writes a terminal of 40 rows and 120 columns
    When I execute BashTool with:
      | command           | tty; stty size; python3 -c "import sys; print(sys.stdin.isatty(), sys.stdout.isatty(), sys.stderr.isatty())" |
      | run_in_background | true                                                                                                        |
      | tty               | true                                                                                                        |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="exited"
    And the output should start with "/dev/pts/"
    And the output should contain "40 120"
    And the output should contain "True True True"

  Scenario: A REPL is driven through its terminal: a prompt that waits, an answer, Ctrl-C, exit
    When I execute BashTool with:
      | command           | python3 -q |
      | run_in_background | true       |
      | tty               | true       |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="input"
    And the output should start with ">>> \n"
    When I send the background shell the input "print(6 * 7)\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^42$       |
    Then the output should start with "print(6 * 7)\n42\n"
    And metadata should contain wait_result="matched"
    When I send the background shell the input "import time; time.sleep(378)\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 600        |
    And I send the background shell the input "\u0003"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^KeyboardInterrupt |
    Then the output should contain "KeyboardInterrupt"
    And metadata should contain status="running"
    When I send the background shell the input "exit()\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="exited"
    And metadata should contain exit_code=0

  Scenario: Ctrl-C at the terminal ends its foreground job, and the shell with it
    When I execute BashTool with:
      | command           | sleep 379; echo not-reached |
      | run_in_background | true                        |
      | tty               | true                        |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 600        |
    And I send the background shell the input "\u0003"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="exited"
    And metadata should contain signal="SIGINT"
    And the output should NOT contain "not-reached"
    And no process running "sleep 379" should be left

  Scenario: Closing its stdin is end of input at the terminal
    When I execute BashTool with:
      | command           | cat; echo done |
      | run_in_background | true           |
      | tty               | true           |
    And I send the background shell the input "one\n" and close its stdin
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="exited"
    And the output should start with "one\none\ndone\n"

  Scenario: A terminal for a foreground command is refused, naming the parameter
    When I execute BashTool with:
      | command | echo hello |
      | tty     | true       |
    Then the result should be failed
    And the error should contain "tty: needs run_in_background=true"
    And no process should have been launched

  @launches-nothing
  Scenario: A dangerous command asked to run in a terminal is blocked as without one
    When I execute BashTool with:
      | command           | rm -rf / |
      | run_in_background | true     |
      | tty               | true     |
    Then the result should be failed
    And the error should contain "blocked"
    And metadata should contain rule="recursive-delete-root"
    And no process should have been launched

  Scenario Outline: KillShell ends what runs in the terminal, a job that ignores the terminal's hangup included (<shells>)
    Given <shells>
    When I execute BashTool with:
      | command           | nohup sleep 382 > /dev/null 2>&1 & sleep 381 |
      | run_in_background | true                                         |
      | tty               | true                                         |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 600        |
    And I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And no process running "sleep 381" should be left
    And no process running "sleep 382" should be left

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  Scenario: Where util-linux's script cannot be found, the command says so and exits 127
    Given the toolkit runs with the environment:
      | name | value                        |
      | PATH | /nonexistent-agent-toolkit   |
    When I execute BashTool with:
      | command           | python3 -q |
      | run_in_background | true       |
      | tty               | true       |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^zzz       |
    Then metadata should contain wait_result="exited"
    And metadata should contain exit_code=127
    And the output should contain "tty: needs util-linux's script, which is not on this machine's PATH"
