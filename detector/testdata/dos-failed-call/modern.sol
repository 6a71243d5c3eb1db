pragma solidity ^0.8.0;

interface IHook {
    function onPayout(uint256 amount) external;
}

contract Payouts {
    address payable[] public winners;
    IHook[] public hooks;
    address payable public king;
    uint256 public price;

    function distribute() external {
        for (uint256 i = 0; i < winners.length; i++) {
            (bool ok, ) = winners[i].call{value: 1 ether}(""); // want "calls winners\\[i\\] inside a loop"
            require(ok, "payment failed");
        }
    }

    function notify() external {
        for (uint256 i = 0; i < hooks.length; i++) {
            hooks[i].onPayout(1); // want "calls hooks\\[i\\] inside a loop"
        }
    }

    function claimThrone() external payable {
        require(msg.value > price);
        (bool ok, ) = king.call{value: price}(""); // want "pays the previous king"
        require(ok);
        king = payable(msg.sender);
        price = msg.value;
    }

    // Safe: failures are recorded, not reverted.
    function distributeSafely() external {
        for (uint256 i = 0; i < winners.length; i++) {
            (bool ok, ) = winners[i].call{value: 1 ether}("");
            if (!ok) {
                price += 1;
            }
        }
    }
}

// Safe: the caller lists the calls itself; a failure hurts only that caller.
contract Multicall {
    function aggregate(address[] calldata targets, bytes[] calldata data) external {
        for (uint256 i = 0; i < targets.length; i++) {
            (bool ok, ) = targets[i].call(data[i]);
            require(ok, "call failed");
        }
    }
}

// Safe: the buyer picks the listings; a failing seller only blocks that buyer's own batch.
contract Market {
    struct Listing { address payable seller; uint256 price; }
    mapping(uint256 => Listing) public listings;

    function buy(uint256[] calldata ids) external payable {
        for (uint256 i = 0; i < ids.length; i++) {
            Listing storage l = listings[ids[i]];
            l.seller.transfer(l.price);
        }
    }
}

// The previous holder is paid through a payable conversion.
contract KingOfEther {
    address king;
    uint256 public prize;

    receive() external payable {
        require(msg.value >= prize);
        payable(king).transfer(msg.value); // want "pays the previous king before replacing it with the caller"
        king = msg.sender;
        prize = msg.value;
    }
}
