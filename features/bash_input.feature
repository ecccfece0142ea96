Feature: Answering a background shell: BashInput
  A background shell keeps a stdin pipe. BashInput writes to it as typed at a terminal: `\n`
  submits a line, `\u0003` (Ctrl-C) sends SIGINT to the shell's command, and `close_stdin` gives
  it end of file. A command that reads stdin with nothing written waits, as at a terminal: the
  call that started it has already returned, and BashInput, KillShell or a timeout end the wait.

  Scenario Outline: A prompt answered with BashInput (<shells>)
    Given <shells>
    And a background shell just started with "read -p 'name? ' n; echo \"hi $n\""
    When I send the background shell the input "bob\n"
    Then the result should be successful
    And metadata should contain bytes_written=4
    And the output should contain ": 4 bytes. Use BashOutput"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^hi        |
    Then the output should contain "hi bob"

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  Scenario Outline: Ctrl-C ends the command a background shell runs (<shells>)
    Given <shells>
    And a background shell just started with "sleep 363"
    And a process running "sleep 363" should exist
    When I send the background shell the input "\u0003"
    Then metadata should contain interrupts=1
    And metadata should contain bytes_written=0
    And the output should contain ": 0 bytes, 1 SIGINT. Use BashOutput"
    And no process running "sleep 363" should be left
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
    Then metadata should contain wait_result="exited"
    And metadata should contain signal="SIGINT"

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  Scenario: Ctrl-C sent the moment a contained command starts still reaches it
    Given the toolkit's shells are contained
    And a background shell just started with "sleep 365"
    When I send the background shell the input "\u0003"
    Then metadata should contain interrupts=1
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
    Then metadata should contain wait_result="exited"
    And metadata should contain signal="SIGINT"
    And no process running "sleep 365" should be left

  Scenario: Text typed after Ctrl-C the moment a contained command starts reaches it only after the interrupt
    Given the toolkit's shells are contained
    And a background shell just started with "cat"
    When I send the background shell the input "\u0003typed after the interrupt\n"
    Then metadata should contain interrupts=1
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
    Then metadata should contain wait_result="exited"
    And metadata should contain signal="SIGINT"
    And the output should NOT contain "typed after the interrupt"

  Scenario: Everything typed before Ctrl-C reaches the command before the interrupt, however much it is
    Given a background shell just started with "trap '[ $n -ge 150 ] && echo all-before-interrupt || echo only-$n; exit' INT; n=0; while IFS= read -r l; do n=$((n+1)); sleep 0.005; done"
    When I send the background shell 256 lines of 1024 characters and then Ctrl-C
    Then metadata should contain interrupts=1
    And metadata should contain bytes_written=262144
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | before-interrupt\|only-  |
    Then the output should contain "all-before-interrupt"

  # More than its stdin's pipe holds, to a command that reads none of it yet: the call returns
  # after a second with the rest queued, which the command gets in order once it reads.
  Scenario: Input a command does not read yet holds up the rest of the input, not the call
    Given a background shell just started with "sleep 5; wc -c"
    When I send the background shell 2000000 bytes of input and close its stdin
    Then the result should be successful
    And the execution should complete in less than 3 seconds
    And metadata should contain bytes_written=2000000
    And the output should contain "wait, in order, for it to read"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^[0-9]+$   |
    Then the output should contain "2000000"

  Scenario: close_stdin gives the command end of file; with its stdin closed, whether it waits for input is not said
    Given a background shell just started with "cat; echo done; sleep 367"
    When I send the background shell the input "one\ntwo\n" and close its stdin
    Then metadata should contain stdin_closed=true
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
      | until   | ^done      |
    Then the output should start with "one\ntwo\ndone\n"
    And metadata should contain status="running"
    And metadata should not contain waiting_for_input

  Scenario: Input without close_stdin leaves stdin open for more
    Given a background shell just started with "cat; echo done"
    When I send the background shell the input "one\n"
    Then metadata should contain stdin_closed=false
    When I send the background shell the input "two\n" and close its stdin
    Then metadata should contain stdin_closed=true
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
      | until   | ^done      |
    Then the output should start with "one\ntwo\ndone\n"

  Scenario Outline: A command waiting for input does not hold up the call that started it, and a wait ends as it reads (<shells>)
    Given <shells>
    When I execute BashTool with:
      | command           | read line; echo "got $line"; sleep 364 |
      | run_in_background | true                                   |
    Then the result should be successful
    And the execution should complete in less than 2 seconds
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
    Then the execution should complete in less than 2 seconds
    And metadata should contain wait_result="input"
    And metadata should contain waiting_for_input=true
    And metadata should contain status="running"
    And the output should contain "Status: running | Duration:"
    And the output should contain "Waiting for input: answer with BashInput"
    When I send the background shell the input "yes\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^got       |
    Then the output should contain "got yes"
    And metadata should contain waiting_for_input=false
    And the output should NOT contain "Waiting for input"

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  # A person sees the prompt wait for an answer; a wait for a line the command prints after the
  # answer would otherwise last its whole wait_ms.
  Scenario: A wait for a line that comes only after an answer ends when the command asks, its prompt shown
    When I execute BashTool with:
      | command           | sleep 0.5; printf 'Proceed? [y/N] '; read -r answer; echo "answer $answer" |
      | run_in_background | true                                                                       |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^answer    |
    Then the execution should complete in less than 2 seconds
    And metadata should contain wait_result="input"
    And the output should start with "Proceed? [y/N] \n"
    When I send the background shell the input "y\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^answer    |
    Then the output should contain "answer y"
    And metadata should contain wait_result="matched"

  Scenario: What a command wrote before it began to wait for input is all shown with the wait's end, its prompt last
    When I execute BashTool with:
      | command           | seq 1 5000; printf 'Proceed? '; read -r answer |
      | run_in_background | true                                          |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^never$    |
    Then metadata should contain wait_result="input"
    And the output should start with "1\n2\n3\n"
    And the output should end its text with the line "5000" and then the prompt "Proceed? "

  Scenario: A command that reads another pipe, not its stdin, is not waiting for input
    When I execute BashTool with:
      | command           | sleep 366 \| cat |
      | run_in_background | true             |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 600        |
    Then metadata should contain wait_result="timeout"
    And metadata should contain waiting_for_input=false
    And the execution should complete in less than 3 seconds

  # Node's readline, and the prompt libraries of npm init and create-* tools, wait in libuv's
  # event loop (epoll) with stdin among what it watches, not in a read.
  Scenario Outline: A program whose event loop waits for its stdin is waiting for input (<shells>)
    Given <shells>
    When I execute BashTool with:
      | command           | node -e "const rl = require('readline').createInterface({ input: process.stdin }); process.stdout.write('Project name? '); rl.once('line', (name) => { console.log('name ' + name); process.exit(0); })" |
      | run_in_background | true |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 8000       |
      | until   | ^name      |
    Then the execution should complete in less than 5 seconds
    And metadata should contain wait_result="input"
    And metadata should contain waiting_for_input=true
    And the output should start with "Project name? \n"
    When I send the background shell the input "demo\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^name      |
    Then the output should contain "name demo"
    And metadata should contain wait_result="matched"

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  Scenario: A program whose event loop watches other files, not its stdin, is not waiting for input
    When I execute BashTool with:
      | command           | node -e "console.log('serving'); setTimeout(() => {}, 367000)" |
      | run_in_background | true |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^serving   |
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 600        |
    Then metadata should contain wait_result="timeout"
    And metadata should contain waiting_for_input=false

  Scenario Outline: Input for a shell that takes none is refused, saying why
    Given <shell>
    When I send the background shell the input "x\n"
    Then the result should be failed
    And the error should contain "<says>"

    Examples:
      | shell                                                       | says                              |
      | a background shell that ran "true" and completed            | takes no input: it is completed   |
      | a background shell whose stdin was closed                   | takes no input: its stdin is closed |

  Scenario: Input without a bash_id is refused before any shell is looked for, naming the parameter
    When I execute the tool "BashInput" with "{\"input\": \"x\"}"
    Then the result should be failed
    And the error should contain "bash_id"
    And metadata should contain validation_error=true

  Scenario: A call without input is refused before anything is written, naming the parameter (close_stdin alone too)
    Given a background shell just started with "cat; echo done; sleep 373"
    When I execute the tool "BashInput" with "{\"bash_id\": \"{shell_id}\", \"close_stdin\": true}"
    Then the result should be failed
    And the error should contain "input: is required"
    And metadata should contain validation_error=true
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 300        |
    Then metadata should contain waiting_for_input=true

  Scenario: Input for a shell that does not exist is refused
    When I execute the tool "BashInput" with "{\"bash_id\": \"shell_nope\", \"input\": \"x\"}"
    Then the result should be failed
    And the error should contain "Shell not found: shell_nope"

  Scenario: Its description tells the model how input is submitted, interrupted and ended
    Then the toolkit's BashInput description should contain each line of:
      """
      - End a line with \n to submit it (an answer to a prompt, a line for a REPL)
      - \u0003 (Ctrl-C) sends SIGINT to the shell's command instead of being written (in a terminal, started with tty=true, it is typed: the terminal's interrupt of its foreground job)
      - close_stdin=true closes the shell's stdin afterwards: the command reads end of file
      """
