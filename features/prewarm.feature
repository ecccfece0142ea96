Feature: Shells started ahead of their commands
  With `prewarm` (the MCP server's default) the toolkit keeps one contained shell started ahead of
  the next one-off command: a namespace, its init, a wrapper and the command's own shell waiting
  for its request. A call then costs less than a raw `bash -c` does (no bash starts), and nothing
  of the host's size. What the command sees is what a shell started for it would see.

  Scenario: A one-off command runs in a shell that was started before the call
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When it starts "sleep 3741" in the background
    Then that shell's process should have started before the call
    When it kills that shell with KillShell
    Then no process running "sleep 3741" should be left

  Scenario: In process groups only too, the command runs in a shell started before the call
    Given a toolkit that starts shells ahead of their commands in process groups only, whose first command has run
    When it starts "sleep 3751" in the background
    Then that shell's process should have started before the call
    When it kills that shell with KillShell
    Then no process running "sleep 3751" should be left

  Scenario: The command's own shell was started before the call: a call starts no bash
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When it runs "read -r s < /proc/$$/stat; set -- ${s##*) }; echo ${20}; tr '\0' ' ' < /proc/$$/cmdline" in the foreground
    Then the shell that ran it should have started before the call, and be the shell that waited

  Scenario: Calls that took the waiting shells leave others waiting for the next calls
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When it runs "read -r s < /proc/$$/stat; set -- ${s##*) }; echo ${20}; tr '\0' ' ' < /proc/$$/cmdline" in the foreground
    Then the shell that ran it should have started before the call, and be the shell that waited
    When 200 milliseconds pass
    And it runs "read -r s < /proc/$$/stat; set -- ${s##*) }; echo ${20}; tr '\0' ' ' < /proc/$$/cmdline" in the foreground
    Then the shell that ran it should have started before the call, and be the shell that waited
    When 200 milliseconds pass
    And it runs "read -r s < /proc/$$/stat; set -- ${s##*) }; echo ${20}; tr '\0' ' ' < /proc/$$/cmdline" in the foreground
    Then the shell that ran it should have started before the call, and be the shell that waited
    When 200 milliseconds pass
    And it runs "read -r s < /proc/$$/stat; set -- ${s##*) }; echo ${20}; tr '\0' ' ' < /proc/$$/cmdline" in the foreground
    Then the shell that ran it should have started before the call, and be the shell that waited

  Scenario: In process groups only too, the command's own shell was started before the call
    Given a toolkit that starts shells ahead of their commands in process groups only, whose first command has run
    When it runs "read -r s < /proc/$$/stat; set -- ${s##*) }; echo ${20}; tr '\0' ' ' < /proc/$$/cmdline" in the foreground
    Then the shell that ran it should have started before the call, and be the shell that waited

  Scenario Outline: The command sees what a fresh shell would (<what>)
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    Then what "<command>" prints should be what a toolkit without shells started ahead prints

    Examples:
      | what                   | command                                                 |
      | directory, no OLDPWD   | echo "$0 $PWD ${OLDPWD-unset}"                          |
      | stdin is /dev/null     | readlink /proc/self/fd/0; cat                           |
      | environment            | env \| grep -v '^_=' \| sort                            |
      | processes in its space | p=(/proc/[0-9]*); echo ${#p[@]}                         |
      | exit status            | (exit 3); echo $?                                       |

  Scenario Outline: In process groups only too, the command sees what a fresh shell would (<what>)
    Given a toolkit that starts shells ahead of their commands in process groups only, whose first command has run
    Then what "<command>" prints should be what a toolkit without shells started ahead prints

    Examples:
      | what                   | command                                                 |
      | directory, no OLDPWD   | echo "$0 $PWD ${OLDPWD-unset}"                          |
      | stdin is /dev/null     | readlink /proc/self/fd/0; cat                           |
      | environment            | env \| grep -v '^_=' \| sort                            |
      | descriptors            | ls /proc/self/fd \| wc -l                               |
      | exit status            | (exit 3); echo $?                                       |

  Scenario: A command whose directory is gone fails as it does without a shell started ahead
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When it runs "echo never" in the foreground in a directory that is gone
    Then the result should be failed
    And the output should NOT contain "never"

  Scenario: The shell manager's default launcher starts no shell ahead unless asked to
    When the shell manager's default launcher runs "true"
    Then no shell should have been started ahead of a next command

  Scenario: Through the shell manager's own API too, a command whose directory is gone is not handed to a waiting shell
    When a shell manager that starts shells ahead starts "echo hi" in a directory that is gone
    Then the shell should fail to start as it does without shells started ahead

  Scenario: A command of exactly the 16 KiB a waiting shell takes runs in the waiting shell
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When it starts "sleep 3761" padded to 16384 bytes in the background
    Then that shell's process should have started before the call
    When it kills that shell with KillShell
    Then no process running "sleep 3761" should be left

  Scenario: A command one byte longer runs in a shell started for it
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When it starts "sleep 3763" padded to 16385 bytes in the background
    Then that shell's process should have started at or after the call
    When it kills that shell with KillShell
    Then no process running "sleep 3763" should be left

  Scenario: A command longer than the waiting shell takes still runs
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When it runs "x=$(printf '%020000d' 0); echo ${#x}" in the foreground
    Then the result should be successful
    And the output should contain "20000"

  Scenario: The MCP server keeps a shell started ahead of the next one-off command
    Given the MCP server is running with the flags --no-persist
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "echo first"}
    Then the call should succeed with text "first\n"
    And a shell waiting for its next command should be running under the server

  Scenario: The CLI, which runs one command and ends, starts no shell ahead of it
    When the CLI runs "sleep 2.713" and the processes under it are read while it runs
    Then none of them should be a shell waiting for its command

  Scenario: Closing the toolkit ends the shell waiting for a command
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When the prewarming toolkit is closed
    Then no shell should be waiting for a command

  Scenario: A waiting shell killed from outside is dropped alone: the other still ends when the toolkit is closed
    Given a toolkit that starts shells ahead of their commands, whose first command has run
    When one of the two shells waiting for a command is killed from outside
    And the prewarming toolkit is closed
    Then no shell should be waiting for a command

  Scenario Outline: A program that never closes its toolkit still ends when its work is done, and leaves no waiting shell (<shells>)
    When a program runs "echo done-by-itself" with a toolkit that starts shells ahead<how> and just ends
    Then the program should have printed its output and ended by itself
    And no shell should be waiting for a command

    Examples:
      | shells               | how                      |
      | contained            |                          |
      | process groups only  | , in process groups only |
