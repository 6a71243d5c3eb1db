pragma solidity ^0.4.22;

contract FindThisHash {
    bytes32 constant public hash = 0xb5b5b97fafd9855eec9b41f74dfb6c38f5951141f9a3ecd7f44d5479b630ee0a;

    constructor() public payable {} // load with ether

    function solve(string solution) public { // want "front-running-secret: .*rewards the caller who submi"
        // If you can find the pre image of the hash, receive 1000 ether
        require(hash == sha3(solution));
        msg.sender.transfer(1000 ether);
    }
}

contract OddsAndEvens {
  struct Player { address addr; uint number; }
  Player[2] public players;
  uint8 tot;
  address owner;

  constructor() public { owner = msg.sender; }

  function play(uint number) payable { // want "front-running-choice: .*stores the caller's choice in players, in clear"
    if (msg.value != 1 ether) throw;
    players[tot] = Player(msg.sender, number);
    tot++;
    if (tot==2) andTheWinnerIs();
  }

  function andTheWinnerIs() private {
    bool res ;
    uint n = players[0].number+players[1].number;
    if (n%2==0) {
      res = players[0].addr.send(1800 finney); // want "unchecked-low-level-call: .*stores but never checks the "
    }
    else {
      res = players[1].addr.send(1800 finney); // want "unchecked-low-level-call: .*stores but never checks the "
    }
    delete players;
    tot=0;
  }

  function getProfit() {
    if(msg.sender!=owner) throw;
    bool res = msg.sender.send(this.balance); // want "unchecked-low-level-call: .*stores but never checks the "
  }
}
