pragma solidity ^0.8.20;

// The depositor names the seller and the arbiter and pays the amount: a release the buyer or the arbiter makes
// sends the depositor's own ether to whom the depositor chose, once.
contract NamedEscrow {
    struct Deal { address payable buyer; address payable seller; address arbiter; uint256 amount; bool done; }
    mapping(uint256 => Deal) public deals;
    uint256 public count;

    function open(address payable seller, address arbiter) external payable returns (uint256 id) {
        id = ++count;
        deals[id] = Deal(payable(msg.sender), seller, arbiter, msg.value, false);
    }

    function release(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.buyer || msg.sender == d.arbiter, "party");
        require(!d.done, "done");
        d.done = true;
        (bool ok, ) = d.seller.call{value: d.amount}("");
        require(ok);
    }
}

// Anyone may change a deal's seller afterwards: the payee is no longer the depositor's choice.
contract ReassignableEscrow {
    struct Deal { address payable buyer; address payable seller; address arbiter; uint256 amount; bool done; }
    mapping(uint256 => Deal) public deals;
    uint256 public count;

    function open(address payable seller, address arbiter) external payable returns (uint256 id) {
        id = ++count;
        deals[id] = Deal(payable(msg.sender), seller, arbiter, msg.value, false);
    }

    function setSeller(uint256 id, address payable seller) external {
        deals[id].seller = seller;
    }

    function release(uint256 id) external { // want "ReassignableEscrow.release\\(\\) lets any caller send d.amount to d.seller"
        Deal storage d = deals[id];
        require(msg.sender == d.buyer || msg.sender == d.arbiter, "party");
        require(!d.done, "done");
        d.done = true;
        (bool ok, ) = d.seller.call{value: d.amount}("");
        require(ok);
    }
}

// The deal is opened without ether and funded by an amount the opener states: the record names a sum no one paid.
contract StatedEscrow {
    struct Deal { address payable buyer; address payable seller; address arbiter; uint256 amount; bool done; }
    mapping(uint256 => Deal) public deals;
    uint256 public count;

    receive() external payable {}

    function open(address payable seller, address arbiter, uint256 amount) external returns (uint256 id) {
        id = ++count;
        deals[id] = Deal(payable(msg.sender), seller, arbiter, amount, false);
    }

    function release(uint256 id) external { // want "StatedEscrow.release\\(\\) lets any caller send d.amount to d.seller"
        Deal storage d = deals[id];
        require(msg.sender == d.buyer || msg.sender == d.arbiter, "party");
        require(!d.done, "done");
        d.done = true;
        (bool ok, ) = d.seller.call{value: d.amount}("");
        require(ok);
    }
}
