Feature: Security policy - everyday commands are allowed (6 of 6)
  Forms found by the in-process scan of every single-line mutant of the policy against its tables
  (scripts/mutate-policy.mjs): each row fails with a mutant that no row failed before.
  Decisions of the policy alone: nothing is launched.

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (perl's -p prints every line even with -n given too)
    Then the policy should allow each command:
      | command |
      | perl -npi -e 's/a/b/' /etc/fstab |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (gio and kioclient on the project's files, copies to the trash, and gtrash's other verbs)
    Then the policy should allow each command:
      | command |
      | gio remove build/out.o |
      | gio rename notes.txt old.txt |
      | gio move ~/a.txt ~/b.txt |
      | kioclient5 copy ~ trash:/ |
      | gtrash restore /etc |
      | gtrash find /etc |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (ex and vim in batch writing back without deleting lines; awk programs that print nothing, with no inplace loaded)
    Then the policy should allow each command:
      | command |
      | vim -es +'%s/foo/bar/g' +wq /etc/fstab |
      | ex -sc 'wq' /etc/passwd |
      | gawk -i ordchr '{ n++ }' /etc/passwd |
      | gawk inplace '{ n++ }' /etc/fstab |
      | awk '{ n += NF }' /etc/fstab |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (the TPM read, an account other than root or one's own deleted)
    Then the policy should allow each command:
      | command |
      | tpm2 getrandom 8 |
      | dscl . -delete /Users/bob |
      | ln -sf /dev/null |
      | ln -s /tmp/x /dev/null |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (firewall and network changes that leave ssh in)
    Then the policy should allow each command:
      | command |
      | nft replace rule inet filter input handle 4 tcp dport 8080 drop |
      | firewall-cmd --remove-service http |
      | nmcli networking on |
      | nmcli connection modify home-wifi connection.autoconnect off |
      | iptables -A FORWARD -j DROP |
      | iptables -A INPUT -p tcp --dport 8080 -j DROP |
      | nft add rule inet filter forward tcp dport 22 drop |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a download from a bucket into the home is no sync that deletes)
    Then the policy should allow each command:
      | command |
      | aws s3 cp s3://bucket/file.txt ~/ |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a function's body judged where it is called, with the variables of that moment)
    Then the policy should allow each command:
      | command |
      | X=/; f() { rm -rf "$X"; }; X=build; f |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a name PATH was not changed for runs the program it always did; a script moved away is no longer under its old name)
    Then the policy should allow each command:
      | command |
      | mkdir -p b; ln -s /bin/rm b/ls; X=1 ls -rf / |
      | echo 'rm -rf /' > x.sh; mv x.sh y.sh; bash x.sh |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (data, not zeros, into a file a program names; a mount that binds nothing)
    Then the policy should allow each command:
      | command |
      | dd if=data.bin > $(lsblk -o NAME \| tail -1) |
      | mount -o ro / /mnt/x; rm -rf /mnt/x/etc |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (kills narrowed to a program, a user, a terminal, a parent, the newest or oldest, an exact name)
    Then the policy should allow each command:
      | command |
      | ps aux \| grep node \| grep -v grep \| awk '{print $2}' \| xargs kill |
      | ps aux \| awk '/node/ {print $2}' \| xargs kill |
      | ps aux \| grep PID \| awk '{print $2}' \| xargs kill |
      | pkill -u bob -f . |
      | pkill -t pts/3 . |
      | pkill -P 1234 . |
      | pkill --newest . |
      | pkill --oldest -f . |
      | pkill --exact . |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a container's command on a bound project folder; run as a word of another verb)
    Then the policy should allow each command:
      | command |
      | docker --context x run -v ~/proj:/data alpine rm -rf /data/build |
      | docker ps run -v ~:/data alpine rm -rf /data |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (the names ls -d prints of the project's folders)
    Then the policy should allow each command:
      | command |
      | rm -rf $(ls -d build dist) |
      | rm -rf $(ls -da build) |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (printf with no % in its format prints it once, whatever words follow)
    Then the policy should allow each command:
      | command |
      | printf 'ls\n' extra \| sh |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (programs that do not run a shell on what is piped to them)
    Then the policy should allow each command:
      | command |
      | echo ':! rm -rf /' \| ghci -e main |
      | echo ':! ls' \| ghci Main.hs |
      | echo 'rm -rf /' \| tmux ls |
      | echo 'rm -rf /' \| tmux new -d |
      | echo 'rm -rf /' \| tmux attach |
      | echo 'rm -rf /' \| nix-shell --run make |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (tools that empty a directory only with the verb or option that does: conda, mkdocs, venv, git, npm)
    Then the policy should allow each command:
      | command |
      | conda remove numpy -p ~ |
      | conda env create -p ~ |
      | mkdocs serve -d ~ |
      | mkdocs build --dirty -d ~ |
      | python3 venv --clear ~ |
      | python3 -X venv --clear ~ |
      | git log -u 'rm -rf /' |
      | npm pkg get scripts.x='rm -rf /' |
      | npm set scripts.x='rm -rf /' |
      | npm set-script x |
      | chef-apply -e "directory '/etc' do action :delete end" |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a mount moved between mount points)
    Then the policy should allow each command:
      | command |
      | mount --move /mnt/a /mnt/b |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a project's files that run only when their tool runs them)
    Then the policy should allow each command:
      | command |
      | echo '{"scripts":{"install":"rm -rf /"}}' > package.json; npm ls |
      | echo 'import shutil; shutil.rmtree("/etc")' > setup.py; python3 build.py |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (rg listing the files that match, not every file)
    Then the policy should allow each command:
      | command |
      | rg -l TODO ~ \| xargs rm -f |
      | rg --files src \| xargs wc -l |

  Scenario: Everyday commands are allowed: found in review (the loader's preload list deleted, emptied or read)
    Then the policy should allow each command:
      | command |
      | rm /etc/ld.so.preload |
      | truncate -s 0 /etc/ld.so.preload |
      | cat /etc/ld.so.preload |

  Scenario: Everyday commands are allowed: found by a seed's survivor (logs and project files emptied by find -exec cp /dev/null)
    Then the policy should allow each command:
      | command |
      | find /var/log -name "*.log" -exec cp /dev/null {} \; |
      | find build -type f -exec cp /dev/null {} \; |

  Scenario: Everyday commands are allowed: found by a seed's survivor (a line the grammar misreads is cut at its operators again, but not inside quotes)
    Then the policy should allow each command:
      | command |
      | [[ -d / ]] && echo "checked; rm -rf / would be refused" |
      | [[ -d / ]] && echo 'a \| rm -rf ~ is not run' |

  Scenario: Everyday commands are allowed: found in review (a quoted expansion, or one with IFS empty, does not split among the other parts of its word)
    Then the policy should allow each command:
      | command |
      | p='a b'; rm -rf x$p |
      | p=' /'; rm -rf x"$p" |
      | p='etc x'; rm -rf "/$p" |
      | IFS=; p=' /'; rm -rf x$p |
      | p=x; rm -rf "/ "$p |
      | p=x; rm -rf '/ etc'$p |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (the longest match of a pattern cut from a value's end)
    Then the policy should allow each command:
      | command |
      | p=/etcc; rm -rf ${p%%c*} |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a sequence with a step passes over what it steps over)
    Then the policy should allow each command:
      | command |
      | rm -rf /{d..f..2}tc |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a cd in the background moves nothing, bash after a pipeline reads its own stdin, zeros on stderr or appended, a harmless script written through sort)
    Then the policy should allow each command:
      | command |
      | cd / & rm -rf * |
      | echo x \| cat; echo rm -rf /; bash |
      | cat /dev/zero 2> "$(lsblk -o NAME \| tail -1)" |
      | cat /dev/zero >> "$(lsblk -o NAME \| tail -1)" |
      | echo ls \| sort > x.sh; bash x.sh |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a process substitution given to a sourced script as its argument is not sourced)
    Then the policy should allow each command:
      | command |
      | source ./env.sh <(echo rm -rf /) |
      | source <(echo X=build); rm -rf "$X" |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (read takes the first line only)
    Then the policy should allow each command:
      | command |
      | read -r x <<< $'build\n/'; rm -rf "$x" |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (programs that read a file rather than stdin, or list; a crontab's comments; tmpfiles lines that remove nothing recursive; find selecting by name under the home directory; a trap on a directory of its own)
    Then the policy should allow each command:
      | command |
      | fish -c 'echo "a\"(rm -rf /)"' |
      | at -f job.sh now <<< 'rm -rf /' |
      | echo 'rm -rf /' \| at -l |
      | at -c 3 <<< 'rm -rf /' |
      | make -f Makefile <<< $'all:\n\trm -rf /' |
      | cmake -P build.cmake <<< 'execute_process(COMMAND rm -rf /)' |
      | just --justfile justfile <<< $'all:\n\trm -rf /' |
      | python3 x.py <<< 'import os; os.system("rm -rf /")' |
      | echo 'rm -rf /' \| screen -ls |
      | echo 'rm -rf /' \| nix develop --command make |
      | echo 'rm -rf /' \| nix build |
      | echo 'rm -rf /' \| poetry run pytest |
      | systemd-tmpfiles --remove - <<< 'r /etc' |
      | systemd-tmpfiles --clean - <<< 'd /etc 0755 root root -' |
      | crontab - <<< $'# * * * * * rm -rf /\n* * * * * ls' |
      | find ~ -name '*.pyc' -exec rm -rf {} + |
      | tmp=$(mktemp -d); trap 'rm -rf "$tmp"' INT TERM EXIT |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (find selecting by a pattern no system directory or account folder matches)
    Then the policy should allow each command:
      | command |
      | find build -iname '*.O' -exec rm {} + |
      | find ~ -path '*/node_modules' -exec rm -rf {} + |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (fd running a command on the files an extension, a glob or a name selects in a home, as find -name does)
    Then the policy should allow each command:
      | command |
      | fd -e txt . ~ -x rm -rf |
      | fd -g '*.log' ~ -x rm |
      | fd node_modules ~ -x rm -rf |
      | fd SSH ~ -x rm -rf |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (npm run of a script named like a package deno runs; xargs -I below the directory; find selecting by two names, or by a name with a backslash)
    Then the policy should allow each command:
      | command |
      | npm run npm:rimraf / |
      | xargs -I {} rm -rf ./{} <<< / |
      | find ~ -name foo -name .ssh -exec rm -rf {} + |
      | find ~ -name 'x\y' -exec rm -rf {} + |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (downloads that do not write over a file that is there, awk writing a file of its own, an ansible directory made, robocopy with one directory)
    Then the policy should allow each command:
      | command |
      | wget -P /etc https://example.com/passwd |
      | aria2c -d /etc https://example.com/passwd |
      | curl -sSLO https://example.com/x.tar.gz |
      | awk '{ print "a;b" > "out.txt" }' |
      | ansible localhost -m file -a 'path=/etc state=directory' |
      | robocopy C:\empty /MIR |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a file vim opens, python given a program named run, an encoded command known only at run time)
    Then the policy should allow each command:
      | command |
      | vim 'x!rm -rf /' |
      | echo 'import os; os.system("rm -rf /")' \| python3 run - |
      | pwsh -e "$X" |

  Scenario: Everyday commands are allowed: found by a seed's survivor (a find selecting by a name that is d or f)
    Then the policy should allow each command:
      | command |
      | find ~ -name d -exec chmod 777 {} + |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (find's -or and `,` join what they select; a test after an -exec's end selects)
    Then the policy should allow each command:
      | command |
      | find ~ -name .ssh -or -name foo -exec rm -rf {} + |
      | find ~ -name .ssh , -name foo -exec rm -rf {} + |
      | find ~ -exec echo {} \; -name x -exec chmod 777 {} + |

  Scenario: Everyday commands are allowed: found by a seed's survivor (a shell -c that xargs gives its script)
    Then the policy should allow each command:
      | command |
      | ls \| xargs bash -c |

  Scenario: Everyday commands are allowed: found by a seed's survivor (the processes ps lists when told which: one pid, a parent's children)
    Then the policy should allow each command:
      | command |
      | kill -9 $(ps -o pid= -p 1234) |
      | kill $(ps -o pid= --ppid 4321) |

  Scenario: Everyday commands are allowed: found by a seed's survivor (find's -exec cp copies what it finds, and cat given /dev/null prints: only cp or install of an empty source empties)
    Then the policy should allow each command:
      | command |
      | find /etc -name '*.conf' -exec cp {} /tmp/backup/ \; |
      | find /etc -name '*.conf' -exec cat /dev/null {} + |

  Scenario: Everyday commands are allowed: found by the policy's mutation scan (a swarm service without a bound system directory; interfaces of containers and bridges taken down, the `dev` keyword anywhere; a radio turned on; words that only look like an nft rule or a prune; mc copying a file home; killall given several names, none every name; parentheses in fish's quotes are text; a replacement anchored at a value's end)
    Then the policy should allow each command:
      | command |
      | docker service create --name web -p 80:80 nginx |
      | docker service update --replicas 3 web |
      | docker service create --mount type=bind,source=/srv/app,target=/app,readonly alpine ls /app |
      | ip link set dev docker0 down |
      | ip link set down dev veth0 |
      | nmcli radio wifi on |
      | echo add rule inet filter input drop |
      | echo system prune --volumes |
      | mc cp myminio/bucket/report.pdf ~/ |
      | killall nginx php-fpm |
      | killall -r 'php.*' nginx |
      | fish -c 'echo "see (rm -rf /)"' |
      | fish -c "echo 'see (rm -rf /)'" |
      | X=report.txt; rm -f "${X/%.txt/.bak}" |
      | X=/tmp/w/a; rm -rf "${X/%a/b}" |

  Scenario: Everyday commands are allowed: containers created, and compose services run, with a home folder bound in (what they run is judged where it lands)
    Then the policy should allow each command:
      | command |
      | docker create --name web -v ~/x:/data nginx |
      | docker container create -v ~/x:/data alpine ls /data |
      | docker compose run --rm web npm test |
      | docker compose run -v ~/x:/data web ls /data |
      | docker-compose run --rm -e CI=1 web pytest |
      | docker compose create web |

  Scenario: Everyday commands are allowed: found by a mutation seed (a heredoc as deep as scripts may nest, with nothing after its delimiter, adds no script to judge one level deeper)
    Then the policy should allow each command:
      | command |
      | bash <<'E1'\nbash <<'E2'\nbash <<'E3'\nbash <<'E4'\nbash <<'E5'\nbash <<'E6'\nbash <<'E7'\nbash <<'E8'\ncat <<EOF\nhi\nEOF\nE8\nE7\nE6\nE5\nE4\nE3\nE2\nE1 |
