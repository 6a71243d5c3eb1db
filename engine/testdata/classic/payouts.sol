// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Pull payments: each payee withdraws its own share, so one payee that rejects ether harms only itself.
contract PullSplitter {
    address[] public payees;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public released;
    uint256 public totalShares;
    uint256 public totalReleased;

    constructor(address[] memory _payees, uint256[] memory _shares) {
        require(_payees.length == _shares.length && _payees.length <= 20, "bad payees");
        for (uint256 i = 0; i < _payees.length; i++) {
            payees.push(_payees[i]);
            shares[_payees[i]] = _shares[i];
            totalShares += _shares[i];
        }
    }

    receive() external payable {}

    function releasable(address account) public view returns (uint256) {
        uint256 totalReceived = address(this).balance + totalReleased;
        return totalReceived * shares[account] / totalShares - released[account];
    }

    function release() external {
        uint256 payment = releasable(msg.sender);
        require(payment > 0, "nothing due");
        released[msg.sender] += payment;
        totalReleased += payment;
        (bool ok, ) = msg.sender.call{value: payment}("");
        require(ok, "failed");
    }
}

/// The auction keeps the outbid amounts for their owners to pull, instead of refunding in bid().
contract PullAuction {
    address public immutable seller;
    address public highestBidder;
    uint256 public highestBid;
    uint256 public immutable endAt;
    bool public ended;
    mapping(address => uint256) public pendingReturns;

    constructor(uint256 duration) {
        seller = msg.sender;
        endAt = block.timestamp + duration;
    }

    function bid() external payable {
        require(block.timestamp < endAt, "ended");
        require(msg.value > highestBid, "low");
        if (highestBid != 0) {
            pendingReturns[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdraw() external {
        uint256 amount = pendingReturns[msg.sender];
        pendingReturns[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "failed");
    }

    function end() external {
        require(block.timestamp >= endAt && !ended, "not yet");
        ended = true;
        (bool ok, ) = seller.call{value: highestBid}("");
        require(ok, "failed");
    }
}

/// A loop over a list only the owner can grow, with a hard cap: no one else can make it too long.
contract OwnerBoundedLoop {
    address public owner = msg.sender;
    address[] public operators;
    mapping(address => uint256) public nonces;
    uint256 public constant MAX_OPERATORS = 32;

    function addOperator(address op) external {
        require(msg.sender == owner, "owner");
        require(operators.length < MAX_OPERATORS, "full");
        operators.push(op);
    }

    function bumpAll() external {
        for (uint256 i = 0; i < operators.length; i++) {
            nonces[operators[i]]++;
        }
    }
}

/// Anyone can register, but the list is capped where it grows.
contract CappedRegistry {
    address[] public members;
    mapping(address => bool) public isMember;
    uint256 public constant MAX = 100;
    uint256 public total;

    function register() external {
        require(!isMember[msg.sender], "member");
        require(members.length < MAX, "full");
        isMember[msg.sender] = true;
        members.push(msg.sender);
    }

    function tally() external {
        uint256 sum;
        for (uint256 i = 0; i < members.length; i++) {
            sum += uint256(uint160(members[i])) % 7;
        }
        total = sum;
    }
}

/// Paged processing: each call handles a bounded slice, so a long list never blocks.
contract PagedDistributor {
    address[] public accounts;
    mapping(address => uint256) public points;
    uint256 public cursor;

    function join() external {
        accounts.push(msg.sender);
    }

    function process(uint256 maxItems) external {
        uint256 end = cursor + maxItems;
        if (end > accounts.length) end = accounts.length;
        for (uint256 i = cursor; i < end; i++) {
            points[accounts[i]] += 1;
        }
        cursor = end;
    }
}

/// msg.value is read once, outside the loop, and split among receivers.
contract SplitPayment {
    mapping(address => uint256) public balanceOf;

    function split(address[] calldata receivers) external payable {
        require(receivers.length > 0, "none");
        uint256 each = msg.value / receivers.length;
        for (uint256 i = 0; i < receivers.length; i++) {
            balanceOf[receivers[i]] += each;
        }
    }

    function depositFor(address[] calldata receivers, uint256[] calldata amounts) external payable {
        uint256 total;
        for (uint256 i = 0; i < receivers.length; i++) {
            balanceOf[receivers[i]] += amounts[i];
            total += amounts[i];
        }
        require(total == msg.value, "value");
    }

    function withdraw(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "failed");
    }
}

/// The caller's own batch: a failing receiver fails only the caller's transaction.
contract BatchSender {
    function sendAll(address payable[] calldata to, uint256[] calldata amounts) external payable {
        uint256 total;
        for (uint256 i = 0; i < to.length; i++) {
            total += amounts[i];
            to[i].transfer(amounts[i]);
        }
        require(total == msg.value, "value");
    }
}

/// Balance checks with >= are safe against forced ether.
contract Crowdfund {
    address public immutable beneficiary;
    uint256 public immutable goal;
    mapping(address => uint256) public pledged;
    bool public claimed;

    constructor(uint256 _goal) {
        beneficiary = msg.sender;
        goal = _goal;
    }

    function pledge() external payable {
        pledged[msg.sender] += msg.value;
    }

    function claim() external {
        require(msg.sender == beneficiary, "beneficiary");
        require(address(this).balance >= goal, "goal not met");
        require(!claimed, "claimed");
        claimed = true;
        (bool ok, ) = beneficiary.call{value: address(this).balance}("");
        require(ok, "failed");
    }

    function refund() external {
        require(address(this).balance < goal, "goal met");
        uint256 amount = pledged[msg.sender];
        pledged[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "failed");
    }
}

/// A forwarder that makes the relayer pass enough gas and checks it after the call.
contract SafeForwarder {
    mapping(uint256 => bool) public executed;
    address public immutable signer;

    constructor(address _signer) {
        signer = _signer;
    }

    function execute(uint256 nonce, address to, uint256 gasLimit, bytes calldata data) external {
        require(msg.sender == signer, "signer");
        require(!executed[nonce], "done");
        executed[nonce] = true;
        (bool ok, ) = to.call{gas: gasLimit}(data);
        require(ok, "inner call failed");
    }
}
